import { useTranslation } from 'react-i18next';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './match.module.css';
import type { ResultGroup } from './match-results';
import { MatchTile } from './match-tile';

interface MatchGroupsProps {
  eventId: number;
  groups: readonly ResultGroup[];
  nameOf: (childId: number) => string;
  onConfirm: (childId: number, itemId: number, confirmed: boolean) => void;
  onReject: (childId: number, itemId: number) => void;
}

/** Found photos under their category and sub-category headings, as the event page orders them. */
export function MatchGroups({ eventId, groups, nameOf, onConfirm, onReject }: MatchGroupsProps) {
  const { t } = useTranslation('faces');
  return groups.map((group) => {
    const groupId = `match-group-${group.id ?? 'other'}`;
    const count = group.sections.reduce((sum, section) => sum + section.results.length, 0);
    return (
      <section key={groupId} className={pageStyles.section} aria-labelledby={groupId}>
        <h2 id={groupId} className={`${pageStyles.sectionHeader} ${pageStyles.sectionTitle}`}>
          <span>{group.name ?? t('match.otherCategory')}</span>
          <span className={styles.groupCount}>{t('match.photoCount', { count })}</span>
        </h2>
        {group.sections.map((section) => {
          const sectionId = `match-section-${section.id ?? 'other'}`;
          return (
            <section
              key={sectionId}
              className={styles.section}
              aria-labelledby={section.name ? sectionId : groupId}
            >
              {section.name ? (
                <h3 id={sectionId} className={styles.sectionTitle}>
                  {section.name}
                </h3>
              ) : null}
              <ul className={styles.tiles}>
                {section.results.map((result, index) => (
                  <MatchTile
                    key={result.image_item.id}
                    eventId={eventId}
                    result={result}
                    position={index + 1}
                    total={section.results.length}
                    nameOf={nameOf}
                    onConfirm={onConfirm}
                    onReject={onReject}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </section>
    );
  });
}
