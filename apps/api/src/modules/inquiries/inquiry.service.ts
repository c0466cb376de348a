import type { InquiryForm, TextLanguage } from '@omoide/contract';
import type { Database } from '../../db/client';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { inquiryCategoryLabels, inquiryMessages as m } from './inquiry.messages';
import { insertInquiry } from './inquiry.repo';

/**
 * Stores an inquiry, then mails it to support (reply-to the sender) and acknowledges it to
 * the sender in their language, without quoting it. The row is written first so nothing is lost if mail fails;
 * a mail failure is logged by the caller and the sender still gets their reference number.
 */
export async function submitInquiry(
  deps: { db: Database; mailer: Mailer; supportEmail: string },
  form: InquiryForm,
  lang: TextLanguage,
): Promise<{ inquiry_id: number; received_t: number; mailError?: unknown }> {
  const row = await insertInquiry(deps.db, {
    email: form.email.toLowerCase(),
    name: form.name,
    category: form.category,
    body: form.inquiry_body,
    language: lang,
  });
  const result = { inquiry_id: row.id, received_t: Math.floor(row.createdAt.getTime() / 1000) };
  // The acknowledgement goes to whatever address the form names, unverified: it carries
  // nothing the sender wrote (no body, no name), only our reference and the topic's label,
  // so the form cannot mail a stranger a text of the sender's choosing (docs/decisions/023).
  const params = { id: row.id, category: translate(inquiryCategoryLabels[form.category], lang) };
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: form.email,
      subject: `[Omoide inquiry #${row.id}] ${form.category}`,
      text: [
        `Inquiry #${row.id}`,
        `From: ${form.name} <${form.email}>`,
        `Category: ${form.category}`,
        `Language: ${lang}`,
        '',
        form.inquiry_body,
      ].join('\n'),
    });
    await deps.mailer.send({
      to: form.email,
      subject: translate(m['ack.subject'], lang, params),
      text: translate(m['ack.body'], lang, params),
    });
  } catch (mailError) {
    return { ...result, mailError };
  }
  return result;
}
