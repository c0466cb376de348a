import { Icon } from './icon';
import styles from './purchased-mark.module.css';

/**
 * "Purchased" on a photo already bought: a small tag over a tile's corner (`overlay`) or in
 * line beside a title. The tile's link keeps its own name; the tag adds its text after it.
 */
export function PurchasedMark({ label, overlay = false }: { label: string; overlay?: boolean }) {
  return (
    <span className={`${styles.mark} ${overlay ? styles.overlay : ''}`} data-purchased="">
      <Icon name="check" size={14} />
      <span>{label}</span>
    </span>
  );
}
