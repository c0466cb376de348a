import {
  type CategoryCreateBody,
  type CategoryNameLang,
  type CategoryPeriodBody,
  type OperatorRole,
  type PricesBody,
  roleMayCall,
  type StudioCategory,
  studioCategoriesAnswerSchema,
  studioCategorySchema,
  studioPricesAnswerSchema,
} from '@omoide/contract';
import { studioFetch } from '../../shared/studio-api';

/** Categories, periods and prices (issue #15 "Catalogue"): the permission table's roles for them. */
export function mayEditCatalogue(role: OperatorRole | undefined): boolean {
  return roleMayCall(role, 'GET /api/studio/events/{event_id}/categories');
}

export const catalogueKeys = {
  categories: (eventId: number) => ['studio', 'categories', eventId] as const,
  prices: (eventId: number) => ['studio', 'prices', eventId] as const,
};

export function fetchCategories(eventId: number) {
  return studioFetch(`/api/studio/events/${eventId}/categories`, { schema: studioCategoriesAnswerSchema });
}

export function createCategory(eventId: number, body: CategoryCreateBody): Promise<StudioCategory> {
  return studioFetch(`/api/studio/events/${eventId}/categories`, {
    method: 'POST',
    body,
    schema: studioCategorySchema,
  });
}

export function renameCategory(categoryId: number, body: { name: string; name_lang: CategoryNameLang }) {
  return studioFetch(`/api/studio/categories/${categoryId}`, {
    method: 'PATCH',
    body,
    schema: studioCategorySchema,
  });
}

export function setPeriod(categoryId: number, body: CategoryPeriodBody) {
  return studioFetch(`/api/studio/categories/${categoryId}/period`, {
    method: 'PUT',
    body,
    schema: studioCategorySchema,
  });
}

export function reorderCategories(eventId: number, parentId: number | null, categoryIds: number[]) {
  return studioFetch(`/api/studio/events/${eventId}/category_order`, {
    method: 'PUT',
    body: { parent_id: parentId, category_ids: categoryIds },
    schema: studioCategoriesAnswerSchema,
  });
}

export function deleteCategory(categoryId: number): Promise<unknown> {
  return studioFetch(`/api/studio/categories/${categoryId}`, { method: 'DELETE' });
}

export function fetchPrices(eventId: number) {
  return studioFetch(`/api/studio/events/${eventId}/prices`, { schema: studioPricesAnswerSchema });
}

export function savePrices(eventId: number, body: PricesBody) {
  return studioFetch(`/api/studio/events/${eventId}/prices`, {
    method: 'PUT',
    body,
    schema: studioPricesAnswerSchema,
  });
}
