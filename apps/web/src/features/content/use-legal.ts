import { type LegalInfo, legalInfoSchema } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/shared/api/api-client';
import { useTextLanguage } from '@/shared/i18n/use-locale';

/**
 * The operator's details on the legal pages (`GET /api/info/legal`, set in the studio), in
 * the reader's language. A detail not set yet, or not loaded (offline, an older API), is
 * the page's "to confirm" placeholder, so the page always reads whole.
 */
export function useLegalDetails() {
  const language = useTextLanguage();
  const { t } = useTranslation('content');
  const answer = useQuery({
    queryKey: ['content', 'legal', language],
    queryFn: ({ signal }) =>
      apiFetch('/api/info/legal', {
        auth: 'none',
        schema: import.meta.env.DEV ? legalInfoSchema : undefined,
        signal,
      }),
    staleTime: 5 * 60_000,
    // The pages read whole with placeholders: a failed fetch is no reason for an error dialog.
    meta: { errorModal: false },
  });
  const info: Partial<LegalInfo> = answer.data ?? {};
  const or = (value: string | undefined, pending: string) => (value ? value : pending);
  return {
    loaded: !answer.isPending,
    seller: info.seller ?? '',
    representative: info.representative ?? '',
    address: info.address ?? '',
    company: or(info.seller, t('static.pending.company')),
    companyAddress: or(info.address, t('static.pending.address')),
    manager: or(info.privacy_manager, t('static.pending.manager')),
    court: or(info.court, t('static.pending.court')),
    date: or(info.effective_date, t('static.pending.date')),
    phone: or(info.phone, t('static.pending.phone')),
    hours: or(info.phone_hours, t('static.pending.hours')),
    email: or(info.email, t('static.pending.email')),
  };
}
