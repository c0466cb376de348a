import type { InquiryStatus } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../shared/status-pill';

const TONES = { open: 'attention', answered: 'neutral', closed: 'done' } as const;

export function InquiryStatusPill({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('studio');
  return <StatusPill tone={TONES[status]}>{t(`inquiries.status.${status}`)}</StatusPill>;
}
