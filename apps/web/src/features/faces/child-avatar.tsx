import { avatarTone, initialOf } from './avatars';
import styles from './avatars.module.css';

interface ChildAvatarProps {
  childId: number;
  name: string;
  size?: 'sm' | 'md';
  /** Next to the name in text already: hidden from assistive tech, so it is not read twice. */
  decorative?: boolean;
}

/** A child as a round badge with their initial; the name is for assistive tech and the tooltip. */
export function ChildAvatar({ childId, name, size = 'md', decorative = false }: ChildAvatarProps) {
  return (
    <span
      className={`${styles.avatar} ${styles[size]} ${styles[`tone${avatarTone(childId)}`]}`}
      title={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{initialOf(name)}</span>
      {decorative ? null : <span className="visually-hidden">{name}</span>}
    </span>
  );
}
