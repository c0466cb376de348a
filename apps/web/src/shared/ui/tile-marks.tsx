import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './tile-marks.module.css';

interface TileMarksProps {
  bought?: boolean;
  inCart?: boolean;
  /** Days until the photo's sale ends, when inside the warning period (spec §9, 5 days). */
  endsInDays?: number | null;
}

/**
 * What a photo tile says about the buyer's photo: bought, in the cart, sale ending soon.
 * Each mark is an icon and a word, read after the tile's link by screen readers.
 */
export function TileMarks({ bought = false, inCart = false, endsInDays = null }: TileMarksProps) {
  const { t } = useTranslation('events');
  if (!bought && !inCart && endsInDays === null) return null;
  return (
    <span className={styles.marks}>
      {bought ? (
        <span className={`${styles.mark} ${styles.bought}`} data-mark="bought">
          <Icon name="check" size={13} />
          {t('photo.purchased')}
        </span>
      ) : null}
      {inCart ? (
        <span className={`${styles.mark} ${styles.cart}`} data-mark="in-cart">
          <Icon name="cart" size={13} />
          {t('grid.marks.inCart')}
        </span>
      ) : null}
      {endsInDays !== null ? (
        <span className={`${styles.mark} ${styles.ending}`} data-mark="ending">
          <Icon name="alert" size={13} />
          {t('grid.marks.endsInDays', { days: endsInDays })}
        </span>
      ) : null}
    </span>
  );
}

interface KeepButtonProps {
  kept: boolean;
  onToggle: () => void;
  /** Over a tile (a heart in its corner) or on a page (a button with its word). */
  variant?: 'tile' | 'inline';
  /** Names the photo for the tile's heart ("Keep photo 3 of 40"). */
  photoLabel?: string;
}

/** The "keep" toggle (spec §9 "keep"): a heart, filled when kept, a pressed button for assistive tech. */
export function KeepButton({ kept, onToggle, variant = 'tile', photoLabel }: KeepButtonProps) {
  const { t } = useTranslation('events');
  const word = t(kept ? 'grid.keep.kept' : 'grid.keep.keep');
  if (variant === 'inline') {
    return (
      <button type="button" className={styles.keepInline} aria-pressed={kept} onClick={onToggle}>
        <Icon name="heart" size={20} />
        <span>{word}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.keep}
      aria-pressed={kept}
      aria-label={photoLabel ? t('grid.keep.keepPhoto', { photo: photoLabel }) : t('grid.keep.keep')}
      title={word}
      onClick={onToggle}
    >
      <span className={styles.keepDisc}>
        <Icon name="heart" size={18} />
      </span>
    </button>
  );
}
