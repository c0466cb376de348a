import type { ChildFaceImage, ChildFaceInfo } from '@omoide/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/shared/errors/error-modal-store';
import { formatDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ConfirmDialog, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './child-photo.module.css';
import { FaceFrame } from './face-frame';
import { deleteFaceImage, faceKeys, refreshAfterFaceChange } from './faces-api';

interface RegisteredFacesProps {
  childId: number;
  info: ChildFaceInfo;
  onDeleted: () => void;
  /** A child shared with this member: the images show, only the owner deletes them. */
  readOnly?: boolean;
}

/** The child's saved face images (at most 3), each with its face outlined and a delete button. */
export function RegisteredFaces({ childId, info, onDeleted, readOnly = false }: RegisteredFacesProps) {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<{ image: ChildFaceImage; position: number } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const images = info.face_images;

  const onDelete = async (image: ChildFaceImage) => {
    setDeleting(true);
    try {
      await deleteFaceImage(childId, image.child_face_id);
    } catch (error) {
      reportError(error);
      return;
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
    // Gone from the list at once; the refresh brings the new counts.
    queryClient.setQueryData(faceKeys.info(childId), {
      ...info,
      face_images: images.filter((candidate) => candidate.child_face_id !== image.child_face_id),
    });
    onDeleted();
    await refreshAfterFaceChange(queryClient, childId);
  };

  return (
    <section className={pageStyles.card} aria-labelledby="face-list-heading">
      <div className={pageStyles.sectionHeader}>
        <h2 id="face-list-heading" className={pageStyles.sectionTitle}>
          {t('photos.registered')}
        </h2>
        <span className={styles.count}>
          {t('photos.count', { count: images.length, max: info.max_face_images })}
        </span>
      </div>
      {images.length === 0 ? (
        <p className={styles.emptyBox}>{t('photos.empty')}</p>
      ) : (
        <ul className={styles.faceList}>
          {images.map((image, index) => (
            <li key={image.child_face_id} className={styles.faceItem}>
              <FaceFrame
                src={image.thumbnail_data_url}
                alt={t('photos.imageAlt', { position: index + 1 })}
                boxes={[image.box]}
                size="thumb"
              />
              <span className={styles.faceDate}>
                {t('photos.addedOn', { date: formatDate(image.created_t, language) })}
              </span>
              {readOnly ? null : (
                <Button
                  variant="ghost"
                  className={styles.deleteButton}
                  aria-label={t('photos.deleteNth', { position: index + 1 })}
                  onClick={() => setConfirming({ image, position: index + 1 })}
                >
                  <Icon name="close" size={18} />
                  {t('photos.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('photos.deleteTitle')}
        body={t('photos.deleteBody')}
        confirmLabel={deleting ? t('photos.deleting') : t('photos.deleteConfirm')}
        cancelLabel={t('photos.cancel')}
        busy={deleting}
        onConfirm={() => confirming && void onDelete(confirming.image)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
