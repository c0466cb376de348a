import {
  anyRoleMayCall,
  type ContentLangText,
  type LegalSettings,
  legalSettingsSchema,
  type StudioConstants,
  type StudioFaqBody,
  type StudioFaqCategoryBody,
  type StudioFaqOrder,
  type StudioMembership,
  type StudioNewsBody,
  studioConstantsSchema,
  studioFaqAnswerSchema,
  studioFaqCategorySchema,
  studioFaqSchema,
  studioNewsListSchema,
  studioNewsSchema,
  studioOkSchema,
  studioPreviewAnswerSchema,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/**
 * The installation's content (issue #15): a role the permission table allows in any of the
 * operator's organisations (scope any_organization).
 */
export function mayEditContent(memberships: readonly StudioMembership[]): boolean {
  return anyRoleMayCall(
    memberships.map((membership) => membership.role),
    'GET /api/studio/news',
  );
}

export const contentKeys = {
  news: ['studio', 'content', 'news'] as const,
  faq: ['studio', 'content', 'faq'] as const,
  legal: ['studio', 'content', 'legal'] as const,
  constants: ['studio', 'content', 'constants'] as const,
};

export const fetchNews = () => studioFetch('/api/studio/news', { schema: studioNewsListSchema });

export function saveNews(newsId: number | null, body: StudioNewsBody) {
  return studioFetch(newsId === null ? '/api/studio/news' : `/api/studio/news/${newsId}`, {
    method: newsId === null ? 'POST' : 'PUT',
    body,
    schema: studioNewsSchema,
  });
}

export const deleteNews = (newsId: number): Promise<unknown> =>
  studioFetch(`/api/studio/news/${newsId}`, { method: 'DELETE' });

/** Bodies as the server stores and buyers receive them (sanitised), before saving. */
export const previewBodies = (bodyHtml: ContentLangText) =>
  studioFetch('/api/studio/content/preview', {
    method: 'POST',
    body: { body_html: bodyHtml },
    schema: studioPreviewAnswerSchema,
  });

export const fetchFaq = () => studioFetch('/api/studio/faq', { schema: studioFaqAnswerSchema });

export function saveFaqCategory(categoryId: number | null, body: StudioFaqCategoryBody) {
  return studioFetch(
    categoryId === null ? '/api/studio/faq/categories' : `/api/studio/faq/categories/${categoryId}`,
    { method: categoryId === null ? 'POST' : 'PUT', body, schema: studioFaqCategorySchema },
  );
}

export const deleteFaqCategory = (categoryId: number): Promise<unknown> =>
  studioFetch(`/api/studio/faq/categories/${categoryId}`, { method: 'DELETE' });

export function saveFaq(faqId: number | null, body: StudioFaqBody) {
  return studioFetch(faqId === null ? '/api/studio/faq/entries' : `/api/studio/faq/entries/${faqId}`, {
    method: faqId === null ? 'POST' : 'PUT',
    body,
    schema: studioFaqSchema,
  });
}

export const deleteFaq = (faqId: number): Promise<unknown> =>
  studioFetch(`/api/studio/faq/entries/${faqId}`, { method: 'DELETE' });

export const reorderFaq = (order: StudioFaqOrder) =>
  studioFetch('/api/studio/faq/order', { method: 'PUT', body: order, schema: studioOkSchema });

export const fetchLegal = () => studioFetch('/api/studio/legal', { schema: legalSettingsSchema });

export const saveLegal = (body: LegalSettings) =>
  studioFetch('/api/studio/legal', { method: 'PUT', body, schema: legalSettingsSchema });

export const fetchConstants = () => studioFetch('/api/studio/constants', { schema: studioConstantsSchema });

export const saveConstants = (body: StudioConstants) =>
  studioFetch('/api/studio/constants', { method: 'PUT', body, schema: studioConstantsSchema });
