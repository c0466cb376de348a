import type { EventState } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';

/** Where an event stands for buyers: draft (nobody), scheduled, on sale, or closed. */
export function EventStateBadge({ state }: { state: EventState }) {
  const { t } = useTranslation('studio');
  const tone = state === 'open' ? styles.open : state === 'scheduled' ? styles.scheduled : '';
  return <span className={`${styles.state} ${tone}`}>{t(`catalogue.state.${state}`)}</span>;
}
