import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui';
import styles from './faq.module.css';
import { AnswerExcerpt, HighlightedText } from './highlighted-text';
import { RichText } from './rich-text';
import type { SearchTerm } from './text-search';
import type { FaqView } from './use-faq';

const NO_TERMS: readonly SearchTerm[] = [];

interface FaqItemProps {
  faq: FaqView;
  open: boolean;
  onToggle: () => void;
  /** The question's own page (its deep link). */
  href: string;
  headingLevel: 2 | 3;
  /** The search being typed: its words are marked in the question and the answer. */
  terms: readonly SearchTerm[];
}

/**
 * One question as a disclosure (WAI-ARIA pattern): a button in a heading toggles the answer;
 * `aria-expanded` tells the state and `aria-controls` names the answer it shows.
 */
export function FaqItem({ faq, open, onToggle, href, headingLevel, terms }: FaqItemProps) {
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
          <span className={styles.questionText}>
            <HighlightedText text={faq.title} terms={terms} />
          </span>
          <Icon name="forward" size={20} className={styles.chevron} />
        </button>
      </Heading>
      {!open && terms.length > 0 ? (
        <AnswerExcerpt text={faq.bodyText} terms={terms} className={styles.excerpt} />
      ) : null}
      <div id={`${id}-answer`} className={styles.answer} hidden={!open}>
        {/* Marked only while open: closed answers are not worth a parse on every keystroke. */}
        <RichText html={faq.bodyHtml} highlight={open ? terms : NO_TERMS} />
        <Link to={href} className={styles.permalink}>
          {t('faq.openPage')}
        </Link>
      </div>
    </li>
  );
}
