import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui';
import styles from './faq.module.css';
import { RichText } from './rich-text';
import type { FaqView } from './use-faq';

interface FaqItemProps {
  faq: FaqView;
  open: boolean;
  onToggle: () => void;
  /** The question's own page (its deep link). */
  href: string;
  headingLevel: 2 | 3;
}

/**
 * One question as a disclosure (WAI-ARIA pattern): a button in a heading toggles the answer;
 * `aria-expanded` tells the state and `aria-controls` names the answer it shows.
 */
export function FaqItem({ faq, open, onToggle, href, headingLevel }: FaqItemProps) {
  const { t } = useTranslation('content');
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <Heading className={styles.question}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.questionButton}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={onToggle}
        >
          <span className={styles.mark} aria-hidden="true">
            Q
          </span>
          <span className={styles.questionText}>{faq.title}</span>
          <Icon name="forward" size={20} className={styles.chevron} />
        </button>
      </Heading>
      <div id={`${id}-answer`} className={styles.answer} hidden={!open}>
        <RichText html={faq.bodyHtml} />
        <Link to={href} className={styles.permalink}>
          {t('faq.openPage')}
        </Link>
      </div>
    </li>
  );
}
