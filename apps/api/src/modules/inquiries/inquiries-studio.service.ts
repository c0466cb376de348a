import {
  INQUIRY_ACTIONS,
  type InquiryAuditAction,
  type InquiryCategory,
  type InquiryStatus,
  type StudioInquiriesAnswer,
  type StudioInquiriesQuery,
  type StudioInquiryDetail,
  studioInquiriesQuerySchema,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { actingOrganizationOf, entityHistory, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { studioInquiryMessages as m } from './inquiries-studio.messages';
import {
  countInquiries,
  findInquiry,
  type InquiryRow,
  insertReply,
  listInquiries,
  listInquiryOperators,
  listOrdersByEmail,
  listReplies,
  markInquiryRead,
  updateInquiry,
} from './inquiries-studio.repo';

/**
 * The studio's inquiries inbox (issue #15). Inquiries belong to no organisation: the
 * installation is one business, so every operator holding owner or support in any
 * organisation answers all of them (scope `any_organization`). The buyer's orders shown
 * beside one are limited to the organisations the caller holds a role in.
 */
export const STUDIO_INQUIRIES_PAGE_SIZE = 50;
const ORDERS_BESIDE = 50;
const EXCERPT = 140;

export type InquiryDeps = { db: Database; mailer: Mailer; supportEmail: string };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const notFound = () => new AppError(404, 'STUDIO-INQUIRY-404', m['inquiry.not_found']);
const conflict = (code: string, text: (typeof m)[keyof typeof m]) => new AppError(409, code, text);

const assigneeOf = (id: number | null, name: string | null, email: string | null) =>
  id !== null && email !== null ? { operator_id: id, name: name ?? '', email } : null;

/** The inbox: one view, searched, newest first, with the count of every view. */
export async function browseInquiries(
  db: Database,
  actor: OperatorActor,
  query: StudioInquiriesQuery,
): Promise<StudioInquiriesAnswer> {
  const { view, q, next_index } = studioInquiriesQuerySchema.parse(query);
  const offset = next_index ?? 0;
  const [rows, counts] = await Promise.all([
    listInquiries(
      db,
      { view, q: q || undefined, operatorId: actor.operatorId },
      offset,
      STUDIO_INQUIRIES_PAGE_SIZE + 1,
    ),
    countInquiries(db, actor.operatorId),
  ]);
  const nextPage = rows.length > STUDIO_INQUIRIES_PAGE_SIZE;
  return {
    inquiries: rows.slice(0, STUDIO_INQUIRIES_PAGE_SIZE).map(({ inquiry, assigneeName, assigneeEmail }) => ({
      inquiry_id: inquiry.id,
      created_t: seconds(inquiry.createdAt),
      email: inquiry.email,
      name: inquiry.name,
      category: inquiry.category as InquiryCategory,
      excerpt: inquiry.body.replace(/\s+/g, ' ').slice(0, EXCERPT),
      status: inquiry.status,
      unread: inquiry.readAt === null,
      assignee: assigneeOf(inquiry.assigneeOperatorId, assigneeName, assigneeEmail),
    })),
    counts,
    next_page: nextPage,
    next_index: nextPage ? offset + STUDIO_INQUIRIES_PAGE_SIZE : null,
  };
}

async function toDetail(
  db: Database,
  actor: OperatorActor,
  inquiry: InquiryRow,
): Promise<StudioInquiryDetail> {
  const [replies, orders, operators, audit] = await Promise.all([
    listReplies(db, inquiry.id),
    listOrdersByEmail(db, inquiry.email, [...actor.roles.keys()], ORDERS_BESIDE),
    listInquiryOperators(db),
    entityHistory(db, { entityType: 'inquiry', entityId: inquiry.id }),
  ]);
  const assignee = operators.find((o) => o.operatorId === inquiry.assigneeOperatorId);
  return {
    inquiry_id: inquiry.id,
    created_t: seconds(inquiry.createdAt),
    email: inquiry.email,
    name: inquiry.name,
    category: inquiry.category as InquiryCategory,
    body: inquiry.body,
    language: inquiry.language,
    status: inquiry.status,
    assignee: assignee ? assigneeOf(assignee.operatorId, assignee.name, assignee.email) : null,
    replies: replies.map((reply) => ({
      reply_id: reply.id,
      sent_t: seconds(reply.sentAt),
      author: reply.authorLabel,
      body: reply.body,
    })),
    orders: orders.map((order) => ({
      order_id: order.id,
      order_code: order.orderCode,
      created_t: seconds(order.createdAt),
      event_name: order.eventName,
      buyer_kind: order.buyerKind,
      total_in_tax: order.totalInTax,
      currency_type_id: order.currencyTypeId,
      status: order.status,
    })),
    history: audit.flatMap((entry) => {
      const action = entry.action.replace(/^inquiry\./, '') as InquiryAuditAction;
      return INQUIRY_ACTIONS.includes(action)
        ? [{ at_t: seconds(entry.at), actor: entry.actorLabel, action }]
        : [];
    }),
    assignees: operators.map((o) => ({ operator_id: o.operatorId, name: o.name, email: o.email })),
  };
}

/** One inquiry with its thread and the buyer's orders; opening it marks it read. */
export async function studioInquiryOf(
  db: Database,
  actor: OperatorActor,
  inquiryId: number,
): Promise<StudioInquiryDetail> {
  const inquiry = await findInquiry(db, inquiryId);
  if (!inquiry) throw notFound();
  // Reading is not a change anyone answers for: it is not audited.
  if (inquiry.readAt === null) await markInquiryRead(db, inquiryId);
  return toDetail(db, actor, inquiry);
}

const auditShape = (row: InquiryRow) => ({
  status: row.status,
  assignee_operator_id: row.assigneeOperatorId,
});

/** Changes an inquiry under a row lock, audited in the same transaction, and answers its detail. */
async function change(
  deps: InquiryDeps,
  actor: OperatorActor,
  inquiryId: number,
  action: InquiryAuditAction,
  apply: (tx: Database, before: InquiryRow) => Promise<{ after: InquiryRow; extra?: object }>,
): Promise<StudioInquiryDetail> {
  const after = await deps.db.transaction(async (tx) => {
    const before = await findInquiry(tx, inquiryId, true);
    if (!before) throw notFound();
    const result = await apply(tx, before);
    await recordAudit(tx, actor, {
      // Inquiries belong to no organisation (see above): the entry goes under the one the
      // operator answers from.
      organizationId: actingOrganizationOf(actor, 'POST /api/studio/inquiries/{inquiry_id}/replies'),
      action: `inquiry.${action}`,
      entityType: 'inquiry',
      entityId: inquiryId,
      before: auditShape(before),
      after: { ...auditShape(result.after), ...result.extra },
    });
    return result.after;
  });
  return toDetail(deps.db, actor, after);
}

/** Assigns the inquiry to an operator who answers inquiries, or to no one (null). */
export async function assignInquiry(
  deps: InquiryDeps,
  actor: OperatorActor,
  inquiryId: number,
  operatorId: number | null,
) {
  if (operatorId !== null) {
    const allowed = await listInquiryOperators(deps.db);
    if (!allowed.some((o) => o.operatorId === operatorId))
      throw new AppError(400, 'STUDIO-INQUIRY-ASSIGNEE', m['assignee.unknown']);
  }
  return change(deps, actor, inquiryId, 'assigned', async (tx, before) => ({
    after: await updateInquiry(tx, before.id, {
      assigneeOperatorId: operatorId,
      readAt: before.readAt ?? new Date(),
    }),
  }));
}

const languageOf = (value: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(value) ? (value as TextLanguage) : 'en-US';

/**
 * Mails a reply to the sender in the inquiry's language (subject "Re: …", the operator's
 * text, a signature, the inquiry quoted) and keeps it in the thread. The mail goes first:
 * if it fails nothing is recorded and the operator is told to try again, so the thread never
 * shows a reply the buyer did not get. (The mailer writes its outbox on its own connection,
 * so it cannot run inside the transaction.)
 */
export async function replyToInquiry(
  deps: InquiryDeps,
  actor: OperatorActor,
  inquiryId: number,
  body: string,
) {
  const inquiry = await findInquiry(deps.db, inquiryId);
  if (!inquiry) throw notFound();
  if (inquiry.status === 'closed') throw conflict('STUDIO-INQUIRY-CLOSED', m['reply.closed']);
  const lang = languageOf(inquiry.language);
  const params = {
    id: inquiryId,
    name: inquiry.name,
    reply: body,
    quote: inquiry.body
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  };
  try {
    await deps.mailer.send({
      to: inquiry.email,
      replyTo: deps.supportEmail,
      subject: translate(m['mail.subject'], lang, params),
      text: translate(m['mail.body'], lang, params),
    });
  } catch {
    throw new AppError(502, 'STUDIO-INQUIRY-MAIL', m['reply.mail_failed']);
  }
  return change(deps, actor, inquiryId, 'replied', async (tx, before) => {
    const reply = await insertReply(tx, {
      inquiryId,
      authorOperatorId: actor.operatorId,
      authorLabel: actor.label,
      body,
    });
    const after = await updateInquiry(tx, inquiryId, {
      // Closed meanwhile by a colleague: it stays closed, the sent reply is kept all the same.
      status: before.status === 'closed' ? 'closed' : 'answered',
      // The one who answers it holds it, unless someone already does.
      assigneeOperatorId: before.assigneeOperatorId ?? actor.operatorId,
      readAt: before.readAt ?? new Date(),
    });
    return { after, extra: { reply_id: reply.id, body } };
  });
}

/** Closes an open or answered inquiry, or reopens a closed one. */
export async function setInquiryClosed(
  deps: InquiryDeps,
  actor: OperatorActor,
  inquiryId: number,
  close: boolean,
) {
  return change(deps, actor, inquiryId, close ? 'closed' : 'reopened', async (tx, before) => {
    if (close && before.status === 'closed') throw conflict('STUDIO-INQUIRY-CLOSED', m['close.already']);
    if (!close && before.status !== 'closed') throw conflict('STUDIO-INQUIRY-OPEN', m['reopen.not_closed']);
    const status: InquiryStatus = close ? 'closed' : 'open';
    return { after: await updateInquiry(tx, inquiryId, { status }) };
  });
}
