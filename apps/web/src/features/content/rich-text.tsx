import { useMemo } from 'react';
import { highlightHtml } from './highlight-html';
import styles from './rich-text.module.css';
import { sanitizeHtml } from './sanitize-html';
import type { SearchTerm } from './text-search';

const NO_TERMS: readonly SearchTerm[] = [];

/**
 * A news or FAQ body: server HTML, cleaned again by our own allow-list before it is rendered,
 * with the words of a search (`highlight`) marked.
 */
export function RichText({
  html,
  className,
  highlight = NO_TERMS,
}: {
  html: string;
  className?: string;
  highlight?: readonly SearchTerm[];
}) {
  const clean = useMemo(() => highlightHtml(sanitizeHtml(html), highlight), [html, highlight]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passed sanitizeHtml's allow-list just above (marks added as elements, not strings)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
