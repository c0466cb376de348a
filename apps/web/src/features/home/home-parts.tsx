import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/shared/config';
import { Icon, type IconName } from '@/shared/ui';
import styles from './home.module.css';
import heroStyles from './home-hero.module.css';

/** The product hero: name, tagline and a small photo collage. */
export function HomeHero({ eyebrow, tagline, lead }: { eyebrow: string; tagline: string; lead: string }) {
  return (
    <section className={heroStyles.hero} aria-labelledby="home-title">
      <div className={heroStyles.heroText}>
        <p className={heroStyles.eyebrow}>{eyebrow}</p>
        <h1 id="home-title" className={heroStyles.title}>
          {PRODUCT_NAME}
        </h1>
        <p className={heroStyles.tagline}>{tagline}</p>
        <p className={heroStyles.lead}>{lead}</p>
      </div>
      <div className={heroStyles.collage} aria-hidden="true">
        <span className={`${heroStyles.photo} ${heroStyles.photoA}`}>
          <Icon name="sparkle" size={28} />
        </span>
        <span className={`${heroStyles.photo} ${heroStyles.photoB}`}>
          <Icon name="child" size={36} />
        </span>
        <span className={`${heroStyles.photo} ${heroStyles.photoC}`}>
          <Icon name="camera" size={30} />
        </span>
      </div>
    </section>
  );
}

interface EntryCardProps {
  to: string;
  icon: IconName;
  title: string;
  description: string;
  tone?: 'primary' | 'accent' | 'calm';
}

/** A whole-card link: one large touch target per way into the photos. */
export function EntryCard({ to, icon, title, description, tone = 'primary' }: EntryCardProps) {
  return (
    <li>
      <Link to={to} className={styles.entry}>
        <span className={`${styles.entryIcon} ${styles[tone]}`}>
          <Icon name={icon} size={28} />
        </span>
        <span className={styles.entryText}>
          <span className={styles.entryTitle}>{title}</span>
          <span className={styles.entryDescription}>{description}</span>
        </span>
        <Icon name="forward" size={20} className={styles.entryChevron} />
      </Link>
    </li>
  );
}

export function EntryList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <ul className={styles.entries}>{children}</ul>
    </section>
  );
}

export interface QuickLink {
  to: string;
  icon: IconName;
  label: string;
}

export function QuickLinks({ heading, links }: { heading: string; links: readonly QuickLink[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-more">
      <h2 id="home-more" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.quickLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.quickLink}>
              <Icon name={link.icon} size={24} />
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks({
  heading,
  steps,
}: {
  heading: string;
  steps: readonly { title: string; body: string }[];
}) {
  return (
    <section className={styles.section} aria-labelledby="home-steps">
      <h2 id="home-steps" className={styles.sectionTitle}>
        {heading}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.stepBody}>{step.body}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
