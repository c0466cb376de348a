import type { StudioInquiryDetail } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './inquiries.module.css';
import {
  changeInquiry,
  fetchInquiry,
  type InquiryAction,
  inquiriesKeys,
  mayAnswerInquiries,
} from './inquiries-api';
import { AssignControl, BuyerOrders, InquiryHistory, ReplyForm } from './inquiry-detail-sections';
import { InquiryStatusPill } from './inquiry-status';

/** One inquiry: the message, its replies, assign, reply by mail, close or reopen; the buyer's orders beside it. */
export function InquiryDetailPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { me } = useStudio();
  const inquiryId = Number(useParams().inquiryId);
  const location = useLocation();
  const queryClient = useQueryClient();
  const valid = Number.isInteger(inquiryId) && inquiryId > 0;
  const allowed = mayAnswerInquiries(me.memberships);
  const inquiry = useQuery({
    queryKey: inquiriesKeys.detail(inquiryId),
    queryFn: () => fetchInquiry(inquiryId),
    enabled: allowed && valid,
  });
  const [done, setDone] = useState<InquiryAction['kind'] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const change = useMutation({
    mutationFn: (action: InquiryAction) => changeInquiry(inquiryId, action),
    onSuccess: (answer: StudioInquiryDetail, action) => {
      queryClient.setQueryData(inquiriesKeys.detail(inquiryId), answer);
      void queryClient.invalidateQueries({ queryKey: ['studio', 'inquiries', 'list'] });
      setDone(action.kind);
      if (action.kind !== 'assign') heading.current?.focus();
    },
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  if (!valid) return <Navigate to="/studio/inquiries" replace />;
  // Back to the inbox as it was (the view and search came along in the link's state).
  const search = (location.state as { search?: string } | null)?.search;
  const back = (
    <p className={styles.back}>
      <Link to={search ? `/studio/inquiries?${search}` : '/studio/inquiries'}>
        {t('inquiries.detail.back')}
      </Link>
    </p>
  );
  if (!inquiry.data)
    return (
      <>
        {back}
        <StudioError error={inquiry.error} />
        {inquiry.isPending && !inquiry.error ? <Spinner label={t('loading')} /> : null}
      </>
    );
  const detail = inquiry.data;
  const closed = detail.status === 'closed';

  return (
    <>
      {back}
      <h1 ref={heading} tabIndex={-1} className={page.title}>
        {t('inquiries.detail.title', { id: detail.inquiry_id, name: detail.name })}
      </h1>
      <p className={page.lead}>
        <InquiryStatusPill status={detail.status} />{' '}
        {t('inquiries.detail.received', { date: formatDateTime(detail.created_t, language) })}
      </p>
      <p role="status" aria-live="polite" className={styles.live}>
        {done && !change.isPending && !change.error ? t(`inquiries.done.${done}`) : ''}
      </p>
      <StudioError error={change.error} />
      <div className={styles.layout}>
        <div>
          <section className={page.card} aria-labelledby="inquiry-message">
            <h2 id="inquiry-message">{t('inquiries.detail.message')}</h2>
            <dl className={styles.facts}>
              <dt>{t('inquiries.detail.email')}</dt>
              <dd>
                <a href={`mailto:${detail.email}`}>{detail.email}</a>
              </dd>
              <dt>{t('inquiries.detail.name')}</dt>
              <dd>{detail.name}</dd>
              <dt>{t('inquiries.detail.category')}</dt>
              <dd>{t(`inquiries.category.${detail.category}`)}</dd>
              <dt>{t('inquiries.detail.language')}</dt>
              <dd>{t(`inquiries.language.${detail.language}`, { defaultValue: detail.language })}</dd>
              <dt>{t('inquiries.detail.time')}</dt>
              <dd>{formatDateTime(detail.created_t, language)}</dd>
            </dl>
            {/* The buyer's words as text: React escapes them, markup is never rendered. */}
            <p className={styles.text}>{detail.body}</p>
          </section>
          <section className={page.card} aria-labelledby="inquiry-replies">
            <h2 id="inquiry-replies">{t('inquiries.detail.replies')}</h2>
            {detail.replies.length === 0 ? (
              <p className={page.muted}>{t('inquiries.detail.noReplies')}</p>
            ) : (
              <ol className={styles.thread}>
                {detail.replies.map((reply) => (
                  <li key={reply.reply_id}>
                    <p className={page.muted}>
                      {t('inquiries.detail.replyBy', {
                        author: reply.author,
                        date: formatDateTime(reply.sent_t, language),
                      })}
                    </p>
                    <p className={styles.text}>{reply.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <ReplyForm
              key={detail.replies.length}
              inquiry={detail}
              pending={change.isPending}
              onSend={(body) => change.mutate({ kind: 'reply', body })}
            />
          </section>
        </div>
        <div>
          <section className={page.card} aria-labelledby="inquiry-handling">
            <h2 id="inquiry-handling">{t('inquiries.detail.handling')}</h2>
            <AssignControl
              inquiry={detail}
              myId={me.id}
              pending={change.isPending}
              onAssign={(operatorId) => change.mutate({ kind: 'assign', operatorId })}
            />
            <div className={page.actions}>
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: closed ? 'reopen' : 'close' })}
              >
                {t(closed ? 'inquiries.action.reopen' : 'inquiries.action.close')}
              </Button>
            </div>
          </section>
          <BuyerOrders inquiry={detail} />
          <InquiryHistory inquiry={detail} />
        </div>
      </div>
    </>
  );
}
