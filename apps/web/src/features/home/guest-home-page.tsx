import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { EntryCard, EntryList, HomeHero, HowItWorks, QuickLinks } from './home-parts';
import { LatestNews } from './latest-news';

/**
 * `/guest`: the same start page for visitors without an account. Finding photos by child
 * needs registered face images, so that entry explains it and leads to the member sign-in.
 */
export default function GuestHomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <HomeHero
        eyebrow={t('home.hero.eyebrow')}
        tagline={t('home.hero.tagline')}
        lead={t('guestHome.lead')}
      />
      <EntryList label={t('home.actions.label')}>
        <EntryCard
          to="/guest/events/code"
          icon="ticket"
          title={t('home.actions.eventCode.title')}
          description={t('home.actions.eventCode.description')}
        />
        <EntryCard
          to="/login"
          icon="child"
          tone="accent"
          title={t('home.actions.child.title')}
          description={t('guestHome.child.description')}
        />
        <EntryCard
          to="/guest/phone"
          icon="receipt"
          tone="calm"
          title={t('home.actions.history.title')}
          description={t('guestHome.history.description')}
        />
      </EntryList>
      <LatestNews area="guest" />
      <QuickLinks
        heading={t('home.more.heading')}
        links={[
          { to: '/guest/cart', icon: 'cart', label: t('nav.cart') },
          { to: '/guest/news', icon: 'news', label: t('nav.news') },
          { to: '/guest/faq', icon: 'help', label: t('nav.faq') },
          { to: '/guest/contact', icon: 'mail', label: t('nav.contact') },
        ]}
      />
      <HowItWorks
        heading={t('home.steps.heading')}
        steps={[
          { title: t('home.steps.find.title'), body: t('guestHome.steps.find.body') },
          { title: t('home.steps.choose.title'), body: t('home.steps.choose.body') },
          { title: t('home.steps.receive.title'), body: t('home.steps.receive.body') },
        ]}
      />
    </div>
  );
}
