import { z } from 'zod';
import { INQUIRY_CATEGORIES } from './content.js';
import { ORDER_STATUSES } from './orders.js';

/**
 * The studio's inquiries inbox (issue #15 "Content and support"): the contact form's
 * inquiries, read, assigned, answered by mail and closed; the buyer's orders beside them.
 */

export const INQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** The inbox's views: a status, `mine` (assigned to the caller, not closed) or `all`. */
export const INQUIRY_VIEWS = ['open', 'mine', 'answered', 'closed', 'all'] as const;
export type InquiryView = (typeof INQUIRY_VIEWS)[number];
export const INQUIRY_REPLY_MAX = 5000;
/** The audited changes (`inquiry.<action>` in the audit log). */
export const INQUIRY_ACTIONS = ['assigned', 'replied', 'closed', 'reopened'] as const;
export type InquiryAuditAction = (typeof INQUIRY_ACTIONS)[number];
export const INQUIRY_SEARCH_MAX = 200;

export const inquiryIdParamsSchema = z.object({
  inquiry_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `GET /api/studio/inquiries`: newest first, §3 paging by `next_index`. */
export const studioInquiriesQuerySchema = z.object({
  view: z.enum(INQUIRY_VIEWS).default('open'),
  /** Part of the sender's e-mail, name or text, case-insensitive. */
  q: z.string().trim().max(INQUIRY_SEARCH_MAX).optional(),
  next_index: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export type StudioInquiriesQuery = z.input<typeof studioInquiriesQuerySchema>;

const assigneeSchema = z.object({ operator_id: z.number().int(), name: z.string(), email: z.string() });

export const studioInquirySummarySchema = z.object({
  inquiry_id: z.number().int(),
  created_t: z.number().int(),
  email: z.string(),
  name: z.string(),
  category: z.enum(INQUIRY_CATEGORIES),
  /** The start of the text, plain. */
  excerpt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  unread: z.boolean(),
  assignee: assigneeSchema.nullable(),
});
export type StudioInquirySummary = z.infer<typeof studioInquirySummarySchema>;

export const studioInquiriesAnswerSchema = z.object({
  inquiries: z.array(studioInquirySummarySchema),
  /** How many inquiries each view holds (the search aside). */
  counts: z.object({
    open: z.number().int(),
    mine: z.number().int(),
    answered: z.number().int(),
    closed: z.number().int(),
    all: z.number().int(),
  }),
  next_page: z.boolean(),
  next_index: z.number().int().nullable(),
});
export type StudioInquiriesAnswer = z.infer<typeof studioInquiriesAnswerSchema>;

export const studioInquiryReplySchema = z.object({
  reply_id: z.number().int(),
  sent_t: z.number().int(),
  author: z.string(),
  body: z.string(),
});

/** The buyer's orders with the inquiry's e-mail, in the caller's organisations. */
export const studioInquiryOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  created_t: z.number().int(),
  event_name: z.string(),
  buyer_kind: z.enum(['member', 'guest']),
  total_in_tax: z.number().int(),
  currency_type_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});

export const studioInquiryDetailSchema = z.object({
  inquiry_id: z.number().int(),
  created_t: z.number().int(),
  email: z.string(),
  name: z.string(),
  category: z.enum(INQUIRY_CATEGORIES),
  body: z.string(),
  /** The language the sender wrote in; replies are mailed in it. */
  language: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  assignee: assigneeSchema.nullable(),
  replies: z.array(studioInquiryReplySchema),
  orders: z.array(studioInquiryOrderSchema),
  /** What operators did with it, oldest first (its audit entries: they belong to no organisation's log). */
  history: z.array(z.object({ at_t: z.number().int(), actor: z.string(), action: z.enum(INQUIRY_ACTIONS) })),
  /** Who it may be assigned to: the operators who answer inquiries. */
  assignees: z.array(assigneeSchema),
});
export type StudioInquiryDetail = z.infer<typeof studioInquiryDetailSchema>;

/** `POST /api/studio/inquiries/{inquiry_id}/assign`: null unassigns. */
export const studioInquiryAssignBodySchema = z.object({
  operator_id: z.number().int().positive().max(2_147_483_647).nullable(),
});
export type StudioInquiryAssignBody = z.infer<typeof studioInquiryAssignBodySchema>;

/** `POST /api/studio/inquiries/{inquiry_id}/replies`: plain text, mailed as it is. */
export const studioInquiryReplyBodySchema = z.object({
  body: z.string().trim().min(1).max(INQUIRY_REPLY_MAX),
});
export type StudioInquiryReplyBody = z.infer<typeof studioInquiryReplyBodySchema>;
