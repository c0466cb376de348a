import { Fragment, type ReactNode } from 'react';
import styles from './static-page.module.css';

/**
 * Our own translated texts (never server HTML) with two light conventions, so translators
 * write plain text: a blank line starts a new paragraph, lines starting with "- " form a
 * bulleted list, and [[…]] marks an operator-specific value still to be confirmed.
 */

const PLACEHOLDER = /\[\[(.+?)\]\]/g;

export function hasPlaceholder(text: string): boolean {
  return /\[\[.+?\]\]/.test(text);
}

/** Text with its [[placeholders]] marked for the reader (and for whoever must fill them in). */
export function InlineText({ text, placeholderLabel }: { text: string; placeholderLabel: string }) {
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <mark key={index} className={styles.placeholder} data-label={placeholderLabel}>
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current: Block | null = null;
    for (const line of paragraph.split('\n')) {
      if (!line.trim()) continue;
      if (line.startsWith('- ')) {
        if (current?.kind !== 'ul') {
          current = { kind: 'ul', items: [] };
          blocks.push(current);
        }
        current.items.push(line.slice(2));
      } else {
        if (current?.kind !== 'p') {
          current = { kind: 'p', lines: [] };
          blocks.push(current);
        }
        current.lines.push(line);
      }
    }
  }
  return blocks;
}

/** Paragraphs and lists of one translated text. */
export function StaticText({ text, placeholderLabel }: { text: string; placeholderLabel: string }) {
  const nodes: ReactNode[] = toBlocks(text).map((block, index) =>
    block.kind === 'ul' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text never reorder
      <ul key={index} className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>
            <InlineText text={item} placeholderLabel={placeholderLabel} />
          </li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <p key={index} className={styles.body}>
        <InlineText text={block.lines.join('\n')} placeholderLabel={placeholderLabel} />
      </p>
    ),
  );
  return <>{nodes}</>;
}
