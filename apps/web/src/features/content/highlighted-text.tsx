import { Fragment } from 'react';
import styles from './faq.module.css';
import { matchRanges, type Range, type SearchTerm } from './text-search';

/** Plain text with the parts that match the search terms in `<mark>`. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly SearchTerm[] }) {
  return <>{renderMarks(text, matchRanges(text, terms))}</>;
}

function renderMarks(text: string, ranges: readonly Range[]) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${start}`} className={styles.hit}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return parts;
}

/** Characters of context kept before and after the first match in an answer's excerpt. */
const EXCERPT_BEFORE = 20;
const EXCERPT_AFTER = 80;

/**
 * A line of the answer around its first match, shown under a closed question while
 * searching, so a parent sees why the question was found without opening each one. Null when
 * the answer does not match.
 */
export function AnswerExcerpt({
  text,
  terms,
  className,
}: {
  text: string;
  terms: readonly SearchTerm[];
  className?: string;
}) {
  const ranges = matchRanges(text, terms);
  const first = ranges[0];
  if (!first) return null;
  const start = Math.max(0, first[0] - EXCERPT_BEFORE);
  const end = Math.min(text.length, first[1] + EXCERPT_AFTER);
  const shown = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): Range => [from - start, to - start]);
  return (
    <p className={className}>
      {start > 0 ? '…' : null}
      {renderMarks(text.slice(start, end), shown)}
      {end < text.length ? '…' : null}
    </p>
  );
}
