import { type InquiryForm, inquiryAcceptedSchema, type TextLanguage } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { apiFetch } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { BottomBar, Button, Icon, useHasBottomBar } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useAreaPaths } from './area-path';
import styles from './contact.module.css';
import { clearContactDraft, draftToSend, readContactDraft, writeContactReceipt } from './contact-draft';
import type { ContactFormLocationState } from './contact-form-page';
import { type ContactField, isContactField } from './contact-form-schema';

const VALIDATION_PREFIX = 'VALIDATION-body.';

function postInquiry(inquiry: InquiryForm) {
  return apiFetch('/api/inquiry/form', {
    body: inquiry,
    auth: 'none',
    schema: import.meta.env.DEV ? inquiryAcceptedSchema : undefined,
  });
}

type SendFailure = 'tooMany' | 'network' | 'failed' | { text: string };

/** The form field a 400 `VALIDATION-body.<field>` answer names, if it is one of ours. */
function fieldOf(error: unknown): ContactField | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const code = error.body?.display_code ?? '';
  const field = code.startsWith(VALIDATION_PREFIX) ? code.slice(VALIDATION_PREFIX.length) : '';
  return isContactField(field) ? field : null;
}

function failureOf(error: unknown, language: TextLanguage): SendFailure {
  if (!isApiError(error) || error.status === null) return 'network';
  if (error.status === 429) return 'tooMany';
  if (error.status < 500 && error.body) {
    return { text: `${serverMessage(error.body, language)} (${error.body.display_code})` };
  }
  return 'failed';
}

/**
 * `/contact/confirm`: exactly what will be sent (the stored draft, trimmed and checked as the
 * server checks it). Back returns to the form with the draft intact; Send posts it. The
 * draft is cleared only once the server has accepted it.
 */
export default function ContactConfirmPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const language = useTextLanguage();
  const { to } = useAreaPaths();
  const hasBottomBar = useHasBottomBar();
  // Read once: clearing the draft after sending must not re-render this page into a redirect.
  const [inquiry] = useState(() => draftToSend(readContactDraft()));
  const [failure, setFailure] = useState<SendFailure | null>(null);

  const send = useMutation({
    mutationFn: postInquiry,
    // Every failure is explained on this page, next to the kept draft; no modal sends the
    // visitor elsewhere.
    meta: { errorModal: false },
    onSuccess: (receipt) => {
      writeContactReceipt(receipt);
      clearContactDraft();
      void navigate(to('/contact/complete'), { replace: true, state: receipt });
    },
    onError: (error) => {
      const field = fieldOf(error);
      if (field && isApiError(error) && error.body) {
        // The server refused a field: back to the form, which shows the message at the field.
        const state: ContactFormLocationState = {
          fieldError: { field, message: serverMessage(error.body, language) },
        };
        void navigate(to('/contact'), { state });
      } else {
        setFailure(failureOf(error, language));
      }
    },
  });

  if (!inquiry) return <Navigate to={to('/contact')} replace />;

  // As the layouts' Back: the form is the previous entry; opened directly, go to the form.
  const backToForm = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(to('/contact'), { replace: true });
  };
  const submit = () => {
    setFailure(null);
    send.mutate(inquiry);
  };
  const sendButton = (
    <Button onClick={submit} disabled={send.isPending} aria-describedby="contact-send-note">
      <Icon name="mail" size={20} />
      {send.isPending ? t('contact.confirm.sending') : t('contact.confirm.send')}
    </Button>
  );

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.contactConfirm')}
        </h1>
        <p className={pageStyles.lead}>{t('contact.confirm.lead')}</p>
      </header>

      {failure ? (
        <div className={styles.alert} role="alert">
          <Icon name="close" size={20} />
          <p>
            {typeof failure === 'string' ? t(`contact.confirm.errors.${failure}`) : failure.text}{' '}
            {t('contact.confirm.errors.kept')}
          </p>
        </div>
      ) : null}

      <dl className={styles.card} aria-labelledby="page-heading">
        <div className={styles.summaryRow}>
          <dt>{t('contact.fields.email')}</dt>
          <dd>{inquiry.email}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('contact.fields.name')}</dt>
          <dd>{inquiry.name}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('contact.fields.category')}</dt>
          <dd>{t(`contact.categories.${inquiry.category}`)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('contact.fields.inquiry_body')}</dt>
          <dd className={styles.summaryBody}>{inquiry.inquiry_body}</dd>
        </div>
      </dl>
      <p id="contact-send-note" className={styles.hint}>
        {t('contact.confirm.note')}
      </p>

      {hasBottomBar ? (
        <BottomBar>{sendButton}</BottomBar>
      ) : (
        <div className={styles.inlineActions}>
          <Button variant="secondary" onClick={backToForm}>
            {t('contact.confirm.edit')}
          </Button>
          {sendButton}
        </div>
      )}
    </div>
  );
}
