import { PHOTO_ALERT_UNSUBSCRIBE_PARAM } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { FormAlert, ServerAlert, Spinner } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';
import { unsubscribePhotoAlert } from './invitation-api';

/**
 * `/alerts/unsubscribe?token=`: the "new photos" mail's stop link. It works without signing
 * in (the token is signed for one member and child) and says what was stopped.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get(PHOTO_ALERT_UNSUBSCRIBE_PARAM) ?? '';
  const stop = useMutation({ mutationFn: unsubscribePhotoAlert, meta: { errorModal: false } });
  const { mutate } = stop;

  // Opening the link is the request: mail clients show it as one tap.
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <section className={styles.card} aria-labelledby="page-heading">
      <header className={styles.cardHeader}>
        <h1 id="page-heading" className={styles.title}>
          {t('unsubscribe.heading')}
        </h1>
      </header>
      {!token ? <FormAlert>{t('unsubscribe.missing')}</FormAlert> : null}
      {stop.isPending ? <Spinner label={t('unsubscribe.working')} /> : null}
      {stop.isSuccess ? (
        <FormAlert tone="success">
          {stop.data.child_name
            ? t('unsubscribe.done', { name: stop.data.child_name })
            : t('unsubscribe.doneNoName')}
        </FormAlert>
      ) : null}
      {stop.isSuccess ? <p className={styles.lead}>{t('unsubscribe.again')}</p> : null}
      {stop.isError ? (
        inlineErrorBody(stop.error) ? (
          <ServerAlert body={inlineErrorBody(stop.error)} />
        ) : (
          <FormAlert>{t('unsubscribe.failed')}</FormAlert>
        )
      ) : null}
    </section>
  );
}
