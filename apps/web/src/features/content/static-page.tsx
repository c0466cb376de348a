import type { ReactNode } from 'react';
import styles from './static-page.module.css';

export interface StaticSection {
  heading: string;
  body: string;
}

/** A plain reading page: title, lead and headed sections. */
export function StaticPage({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead: string;
  sections?: readonly StaticSection[];
  children?: ReactNode;
}) {
  return (
    <article className={styles.article} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {sections?.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <p className={styles.body}>{section.body}</p>
        </section>
      ))}
      {children}
    </article>
  );
}
