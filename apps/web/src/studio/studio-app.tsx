import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/shared/ui';
import { AcceptInvitationPage } from './features/access/accept-invitation-page';
import { PasswordPage } from './features/access/password-page';
import { SignInPage } from './features/access/sign-in-page';
import { ApiKeysPage } from './features/api-keys/api-keys-page';
import { AuditPage } from './features/audit/audit-page';
import { EventPage } from './features/catalogue/event-page';
import { EventsPage } from './features/catalogue/events-page';
import { NewEventPage } from './features/catalogue/new-event-page';
import { OrganizationPage } from './features/catalogue/organization-page';
import { CategoriesPage } from './features/categories/categories-page';
import { PricesPage } from './features/categories/prices-page';
import { ColleaguesPage } from './features/colleagues/colleagues-page';
import { ConstantsPage } from './features/content/constants-page';
import { FaqPage } from './features/content/faq-page';
import { LegalPage } from './features/content/legal-page';
import { NewsPage } from './features/content/news-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { HomePage } from './features/home/home-page';
import { InquiriesPage } from './features/inquiries/inquiries-page';
import { InquiryDetailPage } from './features/inquiries/inquiry-detail-page';
import { OrderDetailPage } from './features/orders/order-detail-page';
import { OrdersPage } from './features/orders/orders-page';
import { ParentLinkPage } from './features/parent-link/parent-link-page';
import { PhotosPage } from './features/photos/photos-page';
import { PrintEventsPage } from './features/prints/print-events-page';
import { PrintOrdersPage } from './features/prints/print-orders-page';
import { ReviewPage } from './features/review/review-page';
import { StudioLayout } from './layout/studio-layout';
import { useStudioTexts } from './shared/use-studio-texts';

/**
 * The operators' console at /studio: a route tree of its own, loaded only on its routes (the
 * buyer's bundle never holds it), with its own texts (`locales/<language>/studio*.json`, shared/use-studio-texts.ts).
 */
export default function StudioApp() {
  const ready = useStudioTexts();
  const { t } = useTranslation('studio');
  useEffect(() => {
    if (ready) document.title = t('title');
  }, [t, ready]);
  if (!ready) return <Spinner label="Omoide Studio" />;
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="invitations/:token" element={<AcceptInvitationPage />} />
      <Route element={<StudioLayout />}>
        <Route index element={<HomePage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="events/new" element={<NewEventPage />} />
        <Route path="events/:eventId" element={<EventPage />} />
        <Route path="organization" element={<OrganizationPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="prints" element={<PrintEventsPage />} />
        <Route path="prints/:eventId" element={<PrintOrdersPage />} />
        <Route path="events/:eventId/categories" element={<CategoriesPage />} />
        <Route path="events/:eventId/prices" element={<PricesPage />} />
        <Route path="events/:eventId/photos" element={<PhotosPage />} />
        <Route path="events/:eventId/review" element={<ReviewPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderDetailPage />} />
        <Route path="content" element={<Navigate to="/studio/content/news" replace />} />
        <Route path="content/news" element={<NewsPage />} />
        <Route path="content/faq" element={<FaqPage />} />
        <Route path="content/legal" element={<LegalPage />} />
        <Route path="content/constants" element={<ConstantsPage />} />
        <Route path="inquiries" element={<InquiriesPage />} />
        <Route path="inquiries/:inquiryId" element={<InquiryDetailPage />} />
        <Route path="parent-link" element={<ParentLinkPage />} />
        <Route path="colleagues" element={<ColleaguesPage />} />
        <Route path="api-keys" element={<ApiKeysPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="password" element={<PasswordPage />} />
        <Route path="*" element={<Navigate to="/studio" replace />} />
      </Route>
    </Routes>
  );
}
