import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePhotoMarks } from '@/shared/api/photo-marks';
import { itemDetailPath } from '@/shared/routing/event-paths';
import { Icon, PhotoPicture, TileMarks } from '@/shared/ui';
import { ChildAvatar } from './child-avatar';
import { boxStyle, coverOnFace } from './face-box';
import styles from './match.module.css';
import type { MatchResult } from './match-results';

interface MatchTileProps {
  eventId: number;
  result: MatchResult;
  position: number;
  total: number;
  nameOf: (childId: number) => string;
  onConfirm: (childId: number, itemId: number, confirmed: boolean) => void;
  onReject: (childId: number, itemId: number) => void;
}

/**
 * One found photo: the thumbnail (to the photo's page, where it is bought), and for each
 * child found in it, "this is my child" and "not my child" — as the question "Is this
 * Hana?" when the search is not sure.
 */
export function MatchTile({ eventId, result, position, total, nameOf, onConfirm, onReject }: MatchTileProps) {
  const { t } = useTranslation('faces');
  const item = result.image_item;
  const marks = usePhotoMarks('member', eventId);
  // The tile is cropped around the best-matching face, which is outlined: a parent sees at
  // once whom we took for their child.
  const best = result.matches[0]!;
  const focus = coverOnFace(best.box, (item.width ?? 1) / (item.height ?? 1));
  return (
    <li className={styles.tile}>
      <Link
        to={itemDetailPath('member', eventId, item.category_id, item.id)}
        // The photo page's "back" returns here through history, choices and scroll intact.
        state={{ fromDetail: true }}
        className={styles.photoLink}
      >
        <PhotoPicture
          item={item}
          variant="thumb"
          alt={t('match.photoAlt', { position, total })}
          style={{ '--photo-focus': focus.focus }}
        />
        <span
          className={styles.faceRing}
          style={boxStyle(focus.outline)}
          data-face-box="match"
          aria-hidden="true"
        />
        {/* A div, so the marks escape the rule that stretches the link's spans over the photo. */}
        <div>
          <TileMarks bought={marks.bought.has(item.id)} inCart={marks.inCart.has(item.id)} />
        </div>
      </Link>
      {result.matches.map((match) => {
        const name = nameOf(match.child_id);
        const confirmed = match.feedback === 'confirmed';
        // An uncertain face (near another child, or just beyond the threshold) is asked
        // about, never claimed, until the parent answers (decision 021).
        const asking = match.question && !confirmed;
        return (
          <fieldset key={match.child_id} className={styles.matchRow} data-question={asking || undefined}>
            <legend className={styles.matchName}>
              <ChildAvatar childId={match.child_id} name={name} size="sm" decorative />
              <span>{asking ? t('match.question', { name }) : name}</span>
            </legend>
            <span className={styles.matchActions}>
              <button
                type="button"
                className={`${styles.verdict} ${confirmed ? styles.verdictOn : ''}`}
                aria-pressed={confirmed}
                onClick={() => onConfirm(match.child_id, item.id, !confirmed)}
              >
                <Icon name="check" size={16} />
                {t('match.confirm')}
              </button>
              <button
                type="button"
                className={styles.verdict}
                onClick={() => onReject(match.child_id, item.id)}
              >
                <Icon name="close" size={16} />
                {t('match.reject')}
              </button>
            </span>
          </fieldset>
        );
      })}
    </li>
  );
}
