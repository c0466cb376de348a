import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './static-page.module.css';
import { StaticText } from './static-text';

export interface StaticSection {
  id: string;
  heading: string;
  body: string;
  /** Shown as a framed box: the section a reader must not miss (e.g. children's face data). */
  highlight?: boolean;
}

/**
 * Table-of-contents links move the view and the focus themselves: following `#id` would add
 * a history entry to the router for every jump.
 */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(`${id}-heading`);
    if (!heading) return;
    event.preventDefault();
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };
}

/** A plain reading page: title, lead, optional notice, headed sections and a closing line. */
export function StaticPage({
  title,
  lead,
  notice,
  sections,
  footnote,
  children,
}: {
  title: string;
  lead: string;
  notice?: string;
  sections?: readonly StaticSection[];
  footnote?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  const placeholderLabel = t('static.placeholderLabel');
  return (
    <article className={styles.article} aria-labelledby="page-heading">
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.title}>
          {title}
        </h1>
        <div className={styles.lead}>
          <StaticText text={lead} placeholderLabel={placeholderLabel} />
        </div>
      </header>
      {notice ? (
        <p className={styles.notice} role="note">
          {notice}
        </p>
      ) : null}
      {sections && sections.length > 3 ? (
        <nav aria-label={t('static.contents')} className={styles.toc}>
          <p className={styles.tocTitle}>{t('static.contents')}</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={jumpTo(section.id)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections?.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={section.highlight ? `${styles.section} ${styles.highlight}` : styles.section}
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {section.heading}
          </h2>
          <StaticText text={section.body} placeholderLabel={placeholderLabel} />
        </section>
      ))}
      {children}
      {footnote ? (
        <div className={styles.footnote}>
          <StaticText text={footnote} placeholderLabel={placeholderLabel} />
        </div>
      ) : null}
    </article>
  );
}
