import {
  anyRoleMayCall,
  INQUIRY_VIEWS,
  type InquiryView,
  type StudioInquiryDetail,
  type StudioMembership,
  studioInquiriesAnswerSchema,
  studioInquiryDetailSchema,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/**
 * Inquiries (issue #15) belong to no organisation, so a role the permission table allows in
 * any of the operator's organisations opens the inbox (the API's scope `any_organization`).
 */
export function mayAnswerInquiries(memberships: readonly StudioMembership[] | undefined): boolean {
  return anyRoleMayCall(
    memberships?.map((m) => m.role),
    'GET /api/studio/inquiries',
  );
}

/** The inbox's view and search as the URL keeps them (`?view=mine&q=…`), so a link shares them. */
export type InquiryFilters = { view: InquiryView; q: string };
export const DEFAULT_VIEW: InquiryView = 'open';

export function inquiryFiltersFrom(params: URLSearchParams): InquiryFilters {
  const view = params.get('view') ?? '';
  return {
    view: (INQUIRY_VIEWS as readonly string[]).includes(view) ? (view as InquiryView) : DEFAULT_VIEW,
    q: params.get('q')?.trim() ?? '',
  };
}

export function inquirySearchOf(filters: InquiryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== DEFAULT_VIEW) params.set('view', filters.view);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return params;
}

export const inquiriesKeys = {
  all: ['studio', 'inquiries'] as const,
  list: (filters: InquiryFilters) => ['studio', 'inquiries', 'list', filters] as const,
  /** The nav's open count: under `list`, so it is refreshed with the lists. */
  openCount: ['studio', 'inquiries', 'list', 'open-count'] as const,
  detail: (inquiryId: number) => ['studio', 'inquiries', 'detail', inquiryId] as const,
};

export function fetchInquiries(filters: InquiryFilters, nextIndex: number) {
  return studioFetch('/api/studio/inquiries', {
    query: { view: filters.view, q: filters.q || undefined, next_index: nextIndex || undefined },
    schema: studioInquiriesAnswerSchema,
  });
}

export function fetchInquiry(inquiryId: number): Promise<StudioInquiryDetail> {
  return studioFetch(`/api/studio/inquiries/${inquiryId}`, { schema: studioInquiryDetailSchema });
}

export type InquiryAction =
  | { kind: 'assign'; operatorId: number | null }
  | { kind: 'reply'; body: string }
  | { kind: 'close' }
  | { kind: 'reopen' };

/** One change to an inquiry; the API answers the inquiry as it now is. */
export function changeInquiry(inquiryId: number, action: InquiryAction): Promise<StudioInquiryDetail> {
  const base = `/api/studio/inquiries/${inquiryId}`;
  const [path, body] =
    action.kind === 'assign'
      ? [`${base}/assign`, { operator_id: action.operatorId }]
      : action.kind === 'reply'
        ? [`${base}/replies`, { body: action.body }]
        : [`${base}/${action.kind}`, undefined];
  return studioFetch(path, { method: 'POST', body, schema: studioInquiryDetailSchema });
}
