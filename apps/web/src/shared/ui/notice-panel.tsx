import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './notice-panel.module.css';

/** A centred message card: an icon, the page heading, an explanation and actions. */
export function NoticePanel({
  icon,
  title,
  body,
  children,
}: {
  icon: IconName;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="page-heading">
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={32} />
      </span>
      <h1 id="page-heading" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
