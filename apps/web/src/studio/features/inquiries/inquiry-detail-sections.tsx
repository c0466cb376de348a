import { formatPrice, INQUIRY_REPLY_MAX, type StudioInquiryDetail } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, SelectField } from '@/shared/ui';
import { StatusPill } from '../../shared/status-pill';
import page from '../../shared/studio-page.module.css';
import styles from './inquiries.module.css';

type Props = { inquiry: StudioInquiryDetail; pending: boolean };

/**
 * The reply: plain text, mailed to the sender in the inquiry's language with a "Re:" subject
 * and the signature (the server adds them). A closed inquiry is reopened first.
 */
export function ReplyForm({ inquiry, pending, onSend }: Props & { onSend: (body: string) => void }) {
  const { t } = useTranslation('studio');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  if (inquiry.status === 'closed') return <p className={page.muted}>{t('inquiries.reply.closed')}</p>;
  const hint = t('inquiries.reply.hint', {
    email: inquiry.email,
    language: t(`inquiries.language.${inquiry.language}`, { defaultValue: inquiry.language }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) {
          setMissing(true);
          return;
        }
        onSend(body.trim());
      }}
    >
      <label className={styles.fieldLabel} htmlFor="inquiry-reply">
        {t('inquiries.reply.label')}
      </label>
      <p id="inquiry-reply-hint" className={page.muted}>
        {hint} {t('inquiries.reply.count', { count: body.length, max: INQUIRY_REPLY_MAX })}
      </p>
      {missing ? (
        <div id="inquiry-reply-error">
          <FormAlert>{t('inquiries.reply.required')}</FormAlert>
        </div>
      ) : null}
      <textarea
        id="inquiry-reply"
        className={styles.textarea}
        value={body}
        maxLength={INQUIRY_REPLY_MAX}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? 'inquiry-reply-hint inquiry-reply-error' : 'inquiry-reply-hint'}
        onChange={(event) => {
          setBody(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      <div className={page.actions}>
        <Button type="submit" disabled={pending}>
          {t('inquiries.reply.send')}
        </Button>
      </div>
    </form>
  );
}

/** Who holds the inquiry: me in one click, or a colleague who answers inquiries, or no one. */
export function AssignControl({
  inquiry,
  myId,
  pending,
  onAssign,
}: Props & { myId: number; onAssign: (operatorId: number | null) => void }) {
  const { t } = useTranslation('studio');
  const current = inquiry.assignee?.operator_id ?? null;
  return (
    <>
      <SelectField
        id="inquiry-assignee"
        label={t('inquiries.assign.label')}
        value={current === null ? '' : String(current)}
        disabled={pending}
        onChange={(event) => onAssign(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('inquiries.assign.nobody')}</option>
        {inquiry.assignees.map((a) => (
          <option key={a.operator_id} value={String(a.operator_id)}>
            {a.name ? `${a.name} (${a.email})` : a.email}
          </option>
        ))}
      </SelectField>
      {current !== myId && inquiry.assignees.some((a) => a.operator_id === myId) ? (
        <div className={page.actions}>
          <Button variant="secondary" disabled={pending} onClick={() => onAssign(myId)}>
            {t('inquiries.assign.toMe')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The sender's orders by e-mail (as a member or a guest) in the operator's organisations. */
export function BuyerOrders({ inquiry }: { inquiry: StudioInquiryDetail }) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  return (
    <section className={page.card} aria-labelledby="inquiry-orders">
      <h2 id="inquiry-orders">{t('inquiries.orders.title')}</h2>
      <p className={page.muted}>{t('inquiries.orders.lead', { email: inquiry.email })}</p>
      {inquiry.orders.length === 0 ? (
        <p className={page.muted}>{t('inquiries.orders.none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={page.table}>
            <caption className="visually-hidden">{t('inquiries.orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inquiries.orders.code')}</th>
                <th scope="col">{t('inquiries.orders.status')}</th>
                <th scope="col" className={styles.number}>
                  {t('inquiries.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {inquiry.orders.map((order) => (
                <tr key={order.order_id}>
                  <td>
                    <Link to={`/studio/orders/${order.order_id}`}>{order.order_code}</Link>
                    <div className={page.muted}>
                      {order.event_name} ・ {formatDateTime(order.created_t, language)}
                      {order.buyer_kind === 'guest' ? ` ・ ${t('inquiries.orders.guest')}` : ''}
                    </div>
                  </td>
                  <td>
                    <StatusPill>{t(`orders.state.${order.status}`)}</StatusPill>
                  </td>
                  <td className={styles.number}>
                    {formatPrice(order.total_in_tax, order.currency_type_id, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What operators did with the inquiry, oldest first (its audit entries). */
export function InquiryHistory({ inquiry }: { inquiry: StudioInquiryDetail }) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  if (inquiry.history.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="inquiry-history">
      <h2 id="inquiry-history">{t('inquiries.history.title')}</h2>
      <ol className={styles.history}>
        {inquiry.history.map((entry, index) => (
          // Audit entries are append-only and shown in their order.
          // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot list, never reordered
          <li key={index}>
            {t(`inquiries.history.${entry.action}`, { actor: entry.actor })}
            <div className={page.muted}>{formatDateTime(entry.at_t, language)}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
