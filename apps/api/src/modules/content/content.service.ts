import {
  type FaqList,
  type FaqListAllLang,
  type LangText,
  type NewsItem,
  type NewsItemAllLang,
  pickLang,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { sanitizeLangText } from '../../platform/html/sanitize';
import type { StandardFaq } from '../../seed/standard-faq';
import {
  deleteKeyedFaqsExcept,
  insertFaq,
  insertFaqCategory,
  insertNews,
  listFaqCategories,
  listFaqs,
  listPublishedNews,
  upsertFaqByKey,
  upsertFaqCategory,
} from './content.repo';
import { readFaqStudioMarks } from './faq-studio-marks';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

export async function getNewsAllLang(db: Database, now = new Date()): Promise<NewsItemAllLang[]> {
  const rows = await listPublishedNews(db, now);
  return rows.map((row) => ({
    id: row.id,
    display_text: row.displayText,
    // Stored bodies are sanitised on the way in; sanitising again on the way out means a row
    // written by any other path (a manual fix in SQL) still cannot carry a script.
    body_html: sanitizeLangText(row.bodyHtml),
    published_t: epoch(row.publishedAt),
  }));
}

export async function getNews(db: Database, lang: TextLanguage, now = new Date()): Promise<NewsItem[]> {
  return (await getNewsAllLang(db, now)).map((item) => ({
    ...item,
    display_text: pickLang(item.display_text, lang),
    body_html: pickLang(item.body_html, lang),
  }));
}

export async function getFaqAllLang(db: Database): Promise<FaqListAllLang> {
  const [categories, rows] = await Promise.all([listFaqCategories(db), listFaqs(db)]);
  return {
    categories: categories.map((c) => ({ id: c.id, name: c.name, display_text: c.displayText })),
    faqs: rows.map((f) => ({
      id: f.id,
      category_id: f.faqCategoryId,
      title: f.title,
      body_html: sanitizeLangText(f.bodyHtml),
    })),
  };
}

export async function getFaq(db: Database, lang: TextLanguage): Promise<FaqList> {
  const all = await getFaqAllLang(db);
  return {
    categories: all.categories.map((c) => ({ ...c, display_text: pickLang(c.display_text, lang) })),
    faqs: all.faqs.map((f) => ({
      ...f,
      title: pickLang(f.title, lang),
      body_html: pickLang(f.body_html, lang),
    })),
  };
}

/** Operators' (and the demo seed's) way to publish news: the body is sanitised before storage. */
export function createNews(
  db: Database,
  input: { displayText: LangText; bodyHtml: LangText; publishedAt: Date },
) {
  return insertNews(db, { ...input, bodyHtml: sanitizeLangText(input.bodyHtml) });
}

export function createFaqCategory(
  db: Database,
  input: { name: string; displayText: LangText; sortOrder?: number },
) {
  return insertFaqCategory(db, input);
}

export function createFaq(
  db: Database,
  input: { faqCategoryId: number; title: LangText; bodyHtml: LangText; sortOrder?: number },
) {
  return insertFaq(db, { ...input, bodyHtml: sanitizeLangText(input.bodyHtml) });
}

/**
 * Brings the product's standard FAQ into the database, at every start and on every
 * installation (decision 017): missing categories and entries are added, shipped entries
 * whose text changed are updated, entries a release dropped are removed. Rows are matched by
 * category name and entry key, so running it again, or in several processes at once, never
 * duplicates anything; entries without a key (a site's own) are left as they are.
 */
export async function syncStandardFaq(db: Database, standard: StandardFaq) {
  return db.transaction(async (tx) => {
    const counts = { inserted: 0, updated: 0, unchanged: 0, removed: 0 };
    // What operators changed in the studio is theirs: edited or deleted entries are neither
    // rewritten nor brought back, edited labels and a reordered FAQ stay (decision 017).
    const own = await readFaqStudioMarks(tx);
    const ownKeys = new Set(own.keys);
    for (const [i, category] of standard.entries()) {
      // A shipped category the operator deleted stays away unless a release adds to it.
      const wanted = category.faqs.some((faq) => !ownKeys.has(faq.key));
      if (own.deletedCategories.includes(category.name) && !wanted) continue;
      const row = await upsertFaqCategory(
        tx,
        { name: category.name, displayText: category.displayText, sortOrder: i },
        { label: own.categories.includes(category.name), order: own.ordered },
      );
      for (const [j, faq] of category.faqs.entries()) {
        if (ownKeys.has(faq.key)) {
          counts.unchanged++;
          continue;
        }
        const outcome = await upsertFaqByKey(
          tx,
          {
            key: faq.key,
            faqCategoryId: row.id,
            title: faq.title,
            bodyHtml: sanitizeLangText(faq.bodyHtml),
            // Entries a release adds come after the operator's own order.
            sortOrder: own.ordered ? 1000 + j : j,
          },
          own.ordered,
        );
        counts[outcome]++;
      }
    }
    counts.removed = await deleteKeyedFaqsExcept(tx, [
      ...standard.flatMap((category) => category.faqs.map((faq) => faq.key)),
      ...ownKeys,
    ]);
    return counts;
  });
}
