import type { Child } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChildAvatar } from './child-avatar';
import styles from './match.module.css';

interface ChildChipsProps {
  /** The member's children, in their list's order. */
  childList: readonly Child[];
  selected: readonly number[];
  onToggle: (childId: number) => void;
}

/**
 * Which children to look for: a toggle chip per child with face images (and any chosen one
 * without, so the choice stays visible). Children without images get a way to add some.
 */
export function ChildChips({ childList, selected, onToggle }: ChildChipsProps) {
  const { t } = useTranslation('faces');
  const chips = childList.filter((child) => child.face_image_count > 0 || selected.includes(child.id));
  const missing = childList.filter((child) => child.face_image_count === 0);
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.controlLabel}>{t('match.childrenLegend')}</legend>
      <div className={styles.chipRow}>
        {chips.map((child) => {
          const pressed = selected.includes(child.id);
          return (
            <button
              key={child.id}
              type="button"
              className={styles.chip}
              aria-pressed={pressed}
              onClick={() => onToggle(child.id)}
            >
              <ChildAvatar childId={child.id} name={child.name} size="sm" decorative />
              <span>{child.name}</span>
            </button>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <ul className={styles.missing}>
          {missing.map((child) => (
            <li key={child.id}>
              <Link to={`/child/detail/${child.id}/photo`}>{t('match.addFaces', { name: child.name })}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
