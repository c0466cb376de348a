import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import styles from './match.module.css';

/**
 * After "not my child": what happened and a way back. The live region is always there, so
 * its text is announced when it appears.
 */
export function UndoBar({
  childName,
  onUndo,
  onClose,
}: {
  childName: string | null;
  onUndo: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('faces');
  return (
    <div role="status" className={styles.undoSlot}>
      {childName !== null ? (
        <div className={styles.undoBar}>
          <span className={styles.undoText}>{t('match.rejected', { name: childName })}</span>
          <button type="button" className={styles.undoButton} onClick={onUndo}>
            {t('match.undo')}
          </button>
          <button
            type="button"
            className={styles.undoClose}
            aria-label={t('match.closeUndo')}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
