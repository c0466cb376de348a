import type { ReactNode } from 'react';
import styles from './status-pill.module.css';

/** A state as a small label; the tone only colours it, the text says it. */
export function StatusPill({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'attention' | 'done';
  children: ReactNode;
}) {
  const toneClass = tone === 'neutral' ? '' : ` ${styles[tone]}`;
  return <span className={`${styles.pill}${toneClass}`}>{children}</span>;
}
