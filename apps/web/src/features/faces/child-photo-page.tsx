import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { childQuery } from '@/shared/api/children';
import { formatDate } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { ChildPageFallback, FormAlert, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { AddFacePanel } from './add-face-panel';
import styles from './child-photo.module.css';
import { childFaceInfoQuery } from './faces-api';
import { PRIVACY_FACES_PATH } from './faces-paths';
import { RegisteredFaces } from './registered-faces';

/** `/child/detail/{id}/photo`: the child's face images, used to find them in event photos. */
export default function ChildPhotoPage() {
  const { t } = useTranslation('faces');
  const language = useTextLanguage();
  const id = Number(useParams().id);
  const child = useQuery(childQuery(id));
  const info = useQuery(childFaceInfoQuery(id));
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);

  if (child.isPending || info.isPending || child.isError || info.isError) {
    return (
      <ChildPageFallback
        loading={child.isPending || info.isPending}
        loadingLabel={t('photos.loading')}
        title={t('photos.title')}
        backLabel={t('photos.toChildren')}
        className={pageStyles.page}
      />
    );
  }

  const consent_t = info.data.face_consent_t;
  // Shared by another guardian: the images are theirs to change.
  const shared = child.data.access === 'guardian';
  return (
    <div className={pageStyles.page}>
      <Link to={`/child/detail/${id}`} className={pageStyles.backLink}>
        <Icon name="back" size={16} />
        {t('photos.back')}
      </Link>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('photos.heading', { name: child.data.name })}
        </h1>
        <p className={pageStyles.lead}>{t('photos.lead')}</p>
      </header>

      {notice ? (
        <FormAlert tone="success">{t(notice === 'saved' ? 'photos.saved' : 'photos.deleted')}</FormAlert>
      ) : null}

      {info.data.lookalike_children.length > 0 ? (
        <FormAlert>
          {t('photos.lookalike', {
            name: child.data.name,
            others: info.data.lookalike_children.map((c) => c.name).join(', '),
          })}
        </FormAlert>
      ) : null}
      {shared ? (
        <FormAlert tone="success">
          {t('photos.sharedReadOnly', { owner: child.data.shared_by ?? '' })}
        </FormAlert>
      ) : null}
      <RegisteredFaces
        childId={id}
        info={info.data}
        readOnly={shared}
        onDeleted={() => setNotice('deleted')}
      />
      {shared ? null : (
        <AddFacePanel
          childId={id}
          childName={child.data.name}
          info={info.data}
          onSaved={() => setNotice('saved')}
        />
      )}

      {consent_t !== null ? (
        <p className={styles.consentNote}>
          {t('photos.consentGiven', { date: formatDate(consent_t, language) })}{' '}
          <Link to={PRIVACY_FACES_PATH}>{t('consent.privacyLink')}</Link>
        </p>
      ) : null}
    </div>
  );
}
