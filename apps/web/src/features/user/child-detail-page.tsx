import { type Child, childRelationshipLabel, pickLang, type TextLanguage } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { childQuery } from '@/shared/api/children';
import { reportError } from '@/shared/errors/error-modal-store';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { AUTH_NAMESPACE, FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ButtonLink, ChildPageFallback, ConfirmDialog, FormAlert, Icon } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { ChildForm } from './child-form';
import type { ChildNotice } from './child-notice';
import { ChildSharingPanel } from './child-sharing-panel';
import { PhotoAlertPanel } from './photo-alert-panel';
import styles from './user.module.css';
import { deleteChild, updateChild, userKeys } from './user-api';

/** `2019-04-02` in the visitor's language, e.g. 2019年4月2日 / 2 tháng 4, 2019. */
export function formatBirthday(iso: string, language: TextLanguage): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Intl.DateTimeFormat(htmlLangOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function ChildFacts({ child }: { child: Child }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const notSet = <span className={styles.muted}>{t('child.notSet')}</span>;
  return (
    <dl className={styles.facts}>
      {/* The relationship is the owner's own; a guardian would read it as theirs. */}
      {child.access === 'owner' ? (
        <div className={styles.fact}>
          <dt>{t('child.fields.relationship')}</dt>
          <dd>{pickLang(childRelationshipLabel(child.relationship), language)}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt>{t('child.fields.nameKana')}</dt>
        <dd>{child.name_kana ?? notSet}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('child.fields.birthday')}</dt>
        <dd>{child.birthday ? formatBirthday(child.birthday, language) : notSet}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('child.fields.className')}</dt>
        <dd>{child.class_name ?? notSet}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('child.facePhotos')}</dt>
        <dd>{t('child.facePhotoCount', { count: child.face_image_count })}</dd>
      </div>
    </dl>
  );
}

/** `/child/detail/{id}`: one child, to view, edit or delete. */
export default function ChildDetailPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { t: tf } = useTranslation(FAMILY_NAMESPACE);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: child, isPending, isError } = useQuery(childQuery(id));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (isPending || isError) {
    return (
      <ChildPageFallback
        loading={isPending}
        loadingLabel={t('child.loading')}
        title={t('child.detailHeading')}
        backLabel={t('child.backToList')}
        className={styles.page}
      />
    );
  }

  // A child shared by another guardian is read-only here: only its owner changes it.
  const shared = child.access === 'guardian';
  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteChild(child.id);
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      reportError(error, { followUp: '/child' });
      return;
    }
    queryClient.removeQueries({ queryKey: userKeys.child(child.id), exact: true });
    await queryClient.invalidateQueries({ queryKey: userKeys.children });
    await queryClient.invalidateQueries({ queryKey: userKeys.info });
    const state: ChildNotice = { deletedName: child.name };
    await navigate('/child', { replace: true, state });
  };

  return (
    <div className={styles.page}>
      <Link to="/child" className={pageStyles.backLink}>
        <Icon name="back" size={16} />
        {t('child.backToList')}
      </Link>
      <header className={styles.childHeader}>
        <span className={styles.avatarLarge} aria-hidden="true">
          <Icon name="child" size={36} />
        </span>
        <h1 id="page-heading" className={pageStyles.title}>
          {child.name}
        </h1>
      </header>

      {saved && !editing ? <FormAlert tone="success">{t('child.saved')}</FormAlert> : null}

      {editing ? (
        <section className={pageStyles.card} aria-labelledby="child-edit-heading">
          <h2 id="child-edit-heading" className={pageStyles.sectionTitle}>
            {t('child.editHeading')}
          </h2>
          <ChildForm
            child={child}
            submitLabel={t('child.save')}
            submittingLabel={t('child.saving')}
            onSubmit={async (payload) => {
              const updated = await updateChild(child.id, payload);
              queryClient.setQueryData(userKeys.child(child.id), updated);
              await queryClient.invalidateQueries({ queryKey: userKeys.children, exact: true });
            }}
            onSaved={() => {
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <>
          {shared ? (
            <FormAlert tone="success">
              {tf('sharing.sharedWithYou', { owner: child.shared_by ?? '' })}
            </FormAlert>
          ) : null}
          <section className={pageStyles.card} aria-label={t('child.detailHeading')}>
            <ChildFacts child={child} />
          </section>
          <div className={styles.actions}>
            {shared ? null : (
              <Button
                block
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('child.edit')}
              </Button>
            )}
            <ButtonLink to={`/child/detail/${child.id}/photo`} variant="secondary" block>
              <Icon name="camera" size={20} />
              {shared ? t('child.facePhotos') : t('child.facePhotosLink', { count: child.face_image_count })}
            </ButtonLink>
          </div>
          <PhotoAlertPanel child={child} />
          <ChildSharingPanel child={child} />
          {shared ? null : (
            <div className={styles.actions}>
              <Button variant="ghost" block className={styles.dangerText} onClick={() => setConfirming(true)}>
                {t('child.delete')}
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('child.deleteTitle')}
        body={t('child.deleteBody', { name: child.name })}
        confirmLabel={deleting ? t('child.deleting') : t('child.deleteConfirm')}
        cancelLabel={t('child.cancel')}
        busy={deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
