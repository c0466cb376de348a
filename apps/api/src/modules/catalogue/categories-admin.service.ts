import {
  type CategoryNameLang,
  cheapestPrice,
  type LangText,
  type StudioCategoriesAnswer,
  type StudioCategory,
  type StudioEventHead,
  type StudioSubCategory,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { nameIn } from '../events/events.service';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { forgetCategory } from '../photos/photo-list-cache';
import { categoriesAdminMessages as m } from './categories-admin.messages';
import {
  type CategoryRow,
  countHeldAndOrdered,
  countItemsByCategory,
  deleteCategory,
  findCategory,
  findEventHead,
  insertCategory,
  listCategories,
  listPrices,
  lockCategoryTree,
  lockSiblings,
  nextSortOrder,
  updateCategory,
} from './categories-admin.repo';

const epochOrNull = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export const eventNotFound = () => new AppError(404, 'STUDIO-EVENT-404', m['event.not_found']);
export const categoryNotFound = () => new AppError(404, 'STUDIO-CATEGORY-404', m['category.not_found']);

/** The event a page is about, or 404. */
export async function eventHeadOf(db: Database, eventId: number, lock = false) {
  const event = await findEventHead(db, eventId, lock);
  if (!event) throw eventNotFound();
  return event;
}

/** The event a page is about, named in the operator's language (issue 29), else its default name. */
export const toEventHead = (
  event: { id: number; name: string; nameLang: LangText | null; currencyTypeId: number },
  lang: TextLanguage,
): StudioEventHead => ({
  id: event.id,
  name: nameIn(event.name, event.nameLang, lang),
  currency_type_id: event.currencyTypeId,
});

const nameLangOf = (row: CategoryRow): CategoryNameLang => ({
  ja: row.nameLang?.ja ?? '',
  hant: row.nameLang?.hant ?? '',
  vi: row.nameLang?.vi ?? '',
});

/** Stored with the default name as en-US, so buyers of any language fall back to it. */
function storedNameLang(name: string, lang: CategoryNameLang | undefined): LangText | null {
  if (!lang || (!lang.ja && !lang.hant && !lang.vi)) return null;
  return { ja: lang.ja, hant: lang.hant, vi: lang.vi, 'en-US': name };
}

export const periodOf = (row: CategoryRow) => ({
  expired_time_t: epochOrNull(row.expiredTime),
  expired_append_cost_in_tax: row.expiredAppendCostInTax,
  discount_end_time_t: epochOrNull(row.discountEndTime),
  discount_cost_in_tax: row.discountCostInTax,
});

function toSub(row: CategoryRow, counts: Map<number, number>): StudioSubCategory {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    name_lang: nameLangOf(row),
    sort_order: row.sortOrder,
    photo_count: counts.get(row.id) ?? 0,
    long_run_sub_info: periodOf(row),
  };
}

function toCategory(row: CategoryRow, all: CategoryRow[], counts: Map<number, number>): StudioCategory {
  const subs = all.filter((s) => s.parentId === row.id).map((s) => toSub(s, counts));
  return { ...toSub(row, counts), sub_categories: subs };
}

/** What the audit log keeps of a category: its names and place. */
const auditView = (row: CategoryRow) => ({
  name: row.name,
  name_lang: nameLangOf(row),
  parent_id: row.parentId,
  sort_order: row.sortOrder,
});

/** `GET /api/studio/events/{event_id}/categories`: the tree, item counts of every state, the cheapest price. */
export async function categoriesOf(
  db: Database,
  eventId: number,
  lang: TextLanguage,
): Promise<StudioCategoriesAnswer> {
  const event = await eventHeadOf(db, eventId);
  const [rows, counts, prices] = await Promise.all([
    listCategories(db, eventId),
    countItemsByCategory(db, eventId),
    listPrices(db, eventId),
  ]);
  return {
    event: toEventHead(event, lang),
    categories: rows.filter((c) => c.parentId === null).map((c) => toCategory(c, rows, counts)),
    cheapest_price: cheapestPrice(prices),
  };
}

export async function categoryOf(db: Database, categoryId: number) {
  const found = await findCategory(db, categoryId);
  if (!found) throw categoryNotFound();
  return found;
}

/** The category as the studio shows it after a change (its subs and counts read again). */
export async function studioCategory(db: Database, row: CategoryRow): Promise<StudioCategory> {
  const [rows, counts] = await Promise.all([
    listCategories(db, row.eventId),
    countItemsByCategory(db, row.eventId),
  ]);
  return toCategory(rows.find((r) => r.id === row.id) ?? row, rows, counts);
}

export async function createCategory(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  body: { name: string; name_lang?: CategoryNameLang; parent_id?: number | null },
): Promise<StudioCategory> {
  const event = await eventHeadOf(db, eventId);
  const parentId = body.parent_id ?? null;
  const created = await db.transaction(async (tx) => {
    if (parentId !== null) {
      // Two levels only: photos go in sub-categories, sub-categories in categories. Locked, so
      // a parent deleted meanwhile is a 400 here rather than a failed insert.
      const parent = await findCategory(tx, parentId, true);
      if (!parent || parent.category.eventId !== eventId || parent.category.parentId !== null)
        throw new AppError(400, 'STUDIO-CATEGORY-PARENT', m['parent.invalid']);
    }
    const row = await insertCategory(tx, {
      eventId,
      parentId,
      name: body.name,
      nameLang: storedNameLang(body.name, body.name_lang),
      sortOrder: await nextSortOrder(tx, eventId, parentId),
    });
    await recordAudit(tx, actor, {
      organizationId: event.organizationId,
      action: 'category.created',
      entityType: 'category',
      entityId: row.id,
      before: null,
      after: auditView(row),
    });
    return row;
  });
  return studioCategory(db, created);
}

export async function renameCategory(
  db: Database,
  actor: OperatorActor,
  categoryId: number,
  body: { name: string; name_lang: CategoryNameLang },
): Promise<StudioCategory> {
  const { organizationId } = await categoryOf(db, categoryId);
  const after = await db.transaction(async (tx) => {
    const locked = await findCategory(tx, categoryId, true);
    if (!locked) throw categoryNotFound();
    const row = await updateCategory(tx, categoryId, {
      name: body.name,
      nameLang: storedNameLang(body.name, body.name_lang),
    });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'category.renamed',
      entityType: 'category',
      entityId: categoryId,
      before: auditView(locked.category),
      after: auditView(row!),
    });
    return row!;
  });
  forgetCategory(db, categoryId);
  return studioCategory(db, after);
}

/** `PUT /api/studio/events/{event_id}/category_order`: the siblings' new order, all of them. */
export async function reorderCategories(
  db: Database,
  actor: OperatorActor,
  eventId: number,
  body: { parent_id: number | null; category_ids: number[] },
  lang: TextLanguage,
): Promise<StudioCategoriesAnswer> {
  const event = await eventHeadOf(db, eventId);
  const moved = await db.transaction(async (tx) => {
    const siblings = await lockSiblings(tx, eventId, body.parent_id);
    const given = new Set(body.category_ids);
    // Exactly the siblings there are now: a list read before a colleague's change is refused.
    if (
      given.size !== body.category_ids.length ||
      siblings.length !== given.size ||
      siblings.some((s) => !given.has(s.id))
    )
      throw new AppError(409, 'STUDIO-CATEGORY-ORDER', m['order.stale']);
    const changed = body.category_ids.filter(
      (id, index) => siblings.find((s) => s.id === id)!.sortOrder !== index,
    );
    for (const id of changed) await updateCategory(tx, id, { sortOrder: body.category_ids.indexOf(id) });
    if (changed.length) {
      await recordAudit(tx, actor, {
        organizationId: event.organizationId,
        action: 'category.reordered',
        entityType: 'event',
        entityId: eventId,
        before: { parent_id: body.parent_id, category_ids: siblings.map((s) => s.id) },
        after: { parent_id: body.parent_id, category_ids: body.category_ids },
      });
    }
    return changed;
  });
  for (const id of moved) forgetCategory(db, id);
  return categoriesOf(db, eventId, lang);
}

/**
 * `DELETE /api/studio/categories/{category_id}`, with its sub-categories: refused (409) while
 * it or a sub-category holds any item, and said so apart when one was ordered, since order
 * lines and downloads point at those items.
 */
export async function removeCategory(db: Database, actor: OperatorActor, categoryId: number): Promise<void> {
  const { organizationId } = await categoryOf(db, categoryId);
  const removed = await db.transaction(async (tx) => {
    const tree = await lockCategoryTree(tx, categoryId);
    const target = tree.find((row) => row.id === categoryId);
    if (!target) throw categoryNotFound();
    const ids = tree.map((row) => row.id);
    const { held, ordered } = await countHeldAndOrdered(tx, ids);
    if (ordered > 0) throw new AppError(409, 'STUDIO-CATEGORY-ORDERED', m['delete.ordered']);
    if (held > 0)
      throw new AppError(409, 'STUDIO-CATEGORY-NOT-EMPTY', m['delete.holds_photos'], { count: held });
    await deleteCategory(tx, categoryId);
    await recordAudit(tx, actor, {
      organizationId,
      action: 'category.deleted',
      entityType: 'category',
      entityId: categoryId,
      before: {
        ...auditView(target),
        ...periodOf(target),
        sub_categories: tree
          .filter((row) => row.id !== categoryId)
          .map((row) => ({ id: row.id, name: row.name })),
      },
      after: null,
    });
    return ids;
  });
  for (const id of removed) forgetCategory(db, id);
}
