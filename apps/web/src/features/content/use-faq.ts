import {
  type FaqList,
  type FaqListAllLang,
  faqListAllLangSchema,
  faqListSchema,
  pickLang,
  type TextLanguage,
} from '@omoide/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/shared/api/api-client';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { readTokenRecord } from '@/shared/storage/token-storage';
import { useAreaPaths } from './area-path';
import { htmlToText } from './sanitize-html';
import { type SearchText, toSearchText } from './text-search';

export interface FaqCategoryView {
  id: number;
  /** The `/faq/{categoryName}` segment. */
  name: string;
  label: string;
}

export interface FaqView {
  id: number;
  category: FaqCategoryView;
  title: string;
  bodyHtml: string;
  /** The answer as plain text (for the excerpt shown under a found question). */
  bodyText: string;
  /** Title and answer text in the search normal forms. */
  searchText: [title: SearchText, body: SearchText];
}

export interface FaqData {
  categories: FaqCategoryView[];
  faqs: FaqView[];
}

type FaqAnswer = { kind: 'member'; list: FaqList } | { kind: 'all_lang'; list: FaqListAllLang };

/** The FAQ of an answer in `language`, with the search texts worked out once. */
export function toFaqData(answer: FaqAnswer, language: TextLanguage): FaqData {
  const text = (value: string | FaqListAllLang['faqs'][number]['title']) =>
    typeof value === 'string' ? value : pickLang(value, language);
  const categories = answer.list.categories.map((category) => ({
    id: category.id,
    name: category.name,
    label: text(category.display_text),
  }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const faqs: FaqView[] = [];
  for (const faq of answer.list.faqs) {
    const category = byId.get(faq.category_id);
    if (!category) continue;
    const title = text(faq.title);
    const bodyHtml = text(faq.body_html);
    const bodyText = htmlToText(bodyHtml);
    faqs.push({
      id: faq.id,
      category,
      title,
      bodyHtml,
      bodyText,
      searchText: [toSearchText(title), toSearchText(bodyText)],
    });
  }
  return { categories, faqs };
}

/** The category a `/faq/{categoryName}` segment names (exact, else ignoring case). */
export function findCategory(data: FaqData, name: string | undefined): FaqCategoryView | null {
  if (name === undefined) return null;
  return (
    data.categories.find((category) => category.name === name) ??
    data.categories.find((category) => category.name.toLowerCase() === name.toLowerCase()) ??
    null
  );
}

export type FaqSource = 'member' | 'all_lang';

/**
 * Spec §6: the single-language FAQ is for members; guest pages, and member pages opened
 * without a usable member token, read the public all_lang FAQ.
 */
export function faqSourceFor(area: 'member' | 'guest', nowSeconds = Date.now() / 1000): FaqSource {
  if (area === 'guest') return 'all_lang';
  const record = readTokenRecord('member');
  return record && record.expires_t > nowSeconds ? 'member' : 'all_lang';
}

function faqQueryOptions(source: FaqSource, language: TextLanguage) {
  return queryOptions({
    queryKey: ['content', 'faq', source === 'member' ? `member:${language}` : 'all_lang'],
    queryFn: async ({ signal }): Promise<FaqAnswer> =>
      source === 'member'
        ? {
            kind: 'member',
            list: await apiFetch('/api/info/faq', {
              auth: 'member',
              schema: import.meta.env.DEV ? faqListSchema : undefined,
              signal,
            }),
          }
        : {
            kind: 'all_lang',
            list: await apiFetch('/api/info/faq/all_lang', {
              auth: 'none',
              schema: import.meta.env.DEV ? faqListAllLangSchema : undefined,
              signal,
            }),
          },
    staleTime: 5 * 60_000,
  });
}

export function useFaq() {
  const { area } = useAreaPaths();
  const language = useTextLanguage();
  const source = faqSourceFor(area);
  const select = useCallback((answer: FaqAnswer) => toFaqData(answer, language), [language]);
  return useQuery({ ...faqQueryOptions(source, language), select });
}
