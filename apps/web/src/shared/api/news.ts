import {
  type NewsItem,
  type NewsItemAllLang,
  newsListAllLangSchema,
  newsListSchema,
  pickLang,
  type TextLanguage,
} from '@omoide/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Area } from '@/shared/routing/area';
import { apiFetch } from './api-client';

/**
 * News as the pages show it, whichever endpoint it came from: members read
 * `GET /api/info/news` in their language, guests `GET /api/info/news/all_lang` (spec §6),
 * from which the current language is picked (en-US when a text is missing).
 */
export interface NewsEntry {
  id: number;
  title: string;
  bodyHtml: string;
  /** Epoch seconds. */
  publishedT: number;
}

export type NewsAnswer = { kind: 'member'; news: NewsItem[] } | { kind: 'all_lang'; news: NewsItemAllLang[] };

/** The entries of an answer in `language`, newest first (the API's order, kept stable here). */
export function newsEntries(answer: NewsAnswer, language: TextLanguage): NewsEntry[] {
  const entries =
    answer.kind === 'member'
      ? answer.news.map((item) => ({
          id: item.id,
          title: item.display_text,
          bodyHtml: item.body_html,
          publishedT: item.published_t,
        }))
      : answer.news.map((item) => ({
          id: item.id,
          title: pickLang(item.display_text, language),
          bodyHtml: pickLang(item.body_html, language),
          publishedT: item.published_t,
        }));
  return entries.sort((a, b) => b.publishedT - a.publishedT);
}

async function fetchNews(area: Area, signal: AbortSignal): Promise<NewsAnswer> {
  if (area === 'member') {
    const answer = await apiFetch('/api/info/news', {
      auth: 'member',
      schema: import.meta.env.DEV ? newsListSchema : undefined,
      signal,
    });
    return { kind: 'member', news: answer.news };
  }
  const answer = await apiFetch('/api/info/news/all_lang', {
    auth: 'guest',
    schema: import.meta.env.DEV ? newsListAllLangSchema : undefined,
    signal,
  });
  return { kind: 'all_lang', news: answer.news };
}

/**
 * One cache entry per area: the member list is per language (the key carries it, and the app
 * refetches on a language switch); the guest list holds every language already.
 */
export function newsQueryOptions(area: Area, language: TextLanguage) {
  return queryOptions({
    queryKey: ['content', 'news', area === 'member' ? `member:${language}` : 'all_lang'],
    queryFn: ({ signal }) => fetchNews(area, signal),
  });
}
