import { useMemo } from 'react';
import styles from './rich-text.module.css';
import { sanitizeHtml } from './sanitize-html';

/** A news or FAQ body: server HTML, cleaned again by our own allow-list before it is rendered. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passed sanitizeHtml's allow-list just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
