import { useTranslation } from 'react-i18next';
import { splitAvatars } from './avatars';
import styles from './avatars.module.css';
import { ChildAvatar } from './child-avatar';

export interface StackChild {
  id: number;
  name: string;
}

/** Children as overlapping avatars: five at most (spec §9), the rest as "+N". */
export function AvatarStack({ items, label }: { items: readonly StackChild[]; label: string }) {
  const { t } = useTranslation('faces');
  const { shown, overflow } = splitAvatars(items);
  return (
    <ul className={styles.stack} aria-label={label}>
      {shown.map((child) => (
        <li key={child.id} className={styles.stackItem}>
          <ChildAvatar childId={child.id} name={child.name} />
        </li>
      ))}
      {overflow > 0 ? (
        <li className={styles.stackItem}>
          <span className={`${styles.avatar} ${styles.md} ${styles.more}`}>
            <span aria-hidden="true">+{overflow}</span>
            <span className="visually-hidden">{t('avatars.more', { count: overflow })}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
