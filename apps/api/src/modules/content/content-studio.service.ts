import type { StudioFaqAnswer, StudioFaqBody, StudioFaqCategoryBody, StudioFaqOrder } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { faqCategories, faqs } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { sanitizeLangText } from '../../platform/html/sanitize';
import { actingOrganizationOf, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { insertFaq, insertFaqCategory, listFaqCategories, listFaqs } from './content.repo';
import { CONTENT_ROUTE } from './content-scope';
import { studioContentMessages as m } from './content-studio.messages';
import {
  deleteFaq,
  deleteFaqCategory,
  findFaqCategoryByName,
  listFaqsOfCategory,
  lockFaq,
  lockFaqCategory,
  lockFaqTables,
  nextFaqCategoryOrder,
  nextFaqOrder,
  updateFaq,
  updateFaqCategory,
} from './content-studio.repo';
import { markFaqAsOperators } from './faq-studio-marks';

/**
 * The installation's FAQ in the studio (issue #15 "Content and support"; news in
 * news-studio.service.ts). Bodies are
 * sanitised before storage with the buyer side's allow-list, so what is stored is what a
 * buyer sees. Every change is audited in its transaction (action `content.*`, under the
 * organisation the editor acted from); every organisation's audit log shows them (audit.repo.ts).
 */

const toFaqCategory = (row: typeof faqCategories.$inferSelect) => ({
  id: row.id,
  name: row.name,
  display_text: row.displayText,
  sort_order: row.sortOrder,
});

const toFaq = (row: typeof faqs.$inferSelect) => ({
  id: row.id,
  category_id: row.faqCategoryId,
  key: row.key,
  title: row.title,
  body_html: row.bodyHtml,
  sort_order: row.sortOrder,
});

export async function studioFaq(db: Database): Promise<StudioFaqAnswer> {
  const [categories, rows] = await Promise.all([listFaqCategories(db), listFaqs(db)]);
  return { categories: categories.map(toFaqCategory), faqs: rows.map(toFaq) };
}

const nameTaken = () => new AppError(409, 'STUDIO-FAQ-CATEGORY-409', m['faq_category.name_taken']);

export function saveFaqCategory(
  db: Database,
  actor: OperatorActor,
  categoryId: number | null,
  body: StudioFaqCategoryBody,
) {
  return db.transaction(async (tx) => {
    if (categoryId === null) {
      if (await findFaqCategoryByName(tx, body.name)) throw nameTaken();
      const created = toFaqCategory(
        await insertFaqCategory(tx, {
          name: body.name,
          displayText: body.display_text,
          sortOrder: await nextFaqCategoryOrder(tx),
        }),
      );
      await recordAudit(tx, actor, {
        organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
        action: 'content.faq_category_created',
        entityType: 'faq_category',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    }
    const before = await lockFaqCategory(tx, categoryId);
    if (!before) throw new AppError(404, 'STUDIO-FAQ-CATEGORY-404', m['faq_category.not_found']);
    // The address name is fixed: buyers' links to /faq/<name> keep working, and the start-up
    // sync finds a shipped category by it (a renamed one would be created again beside it).
    if (before.name !== body.name)
      throw new AppError(409, 'STUDIO-FAQ-CATEGORY-409', m['faq_category.name_fixed']);
    const after = toFaqCategory(await updateFaqCategory(tx, categoryId, { displayText: body.display_text }));
    // A relabelled shipped category keeps the operator's label at restarts.
    await markFaqAsOperators(tx, { category: before.name });
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.faq_category_updated',
      entityType: 'faq_category',
      entityId: categoryId,
      before: toFaqCategory(before),
      after,
    });
    return after;
  });
}

export function removeFaqCategory(db: Database, actor: OperatorActor, categoryId: number) {
  return db.transaction(async (tx) => {
    const before = await lockFaqCategory(tx, categoryId);
    if (!before) throw new AppError(404, 'STUDIO-FAQ-CATEGORY-404', m['faq_category.not_found']);
    // Entries are deleted one by one by the operator (each audited), never by a cascade.
    if ((await listFaqsOfCategory(tx, categoryId)).length > 0)
      throw new AppError(409, 'STUDIO-FAQ-CATEGORY-409', m['faq_category.not_empty']);
    await deleteFaqCategory(tx, categoryId);
    await markFaqAsOperators(tx, { deletedCategory: before.name });
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.faq_category_deleted',
      entityType: 'faq_category',
      entityId: categoryId,
      before: toFaqCategory(before),
      after: null,
    });
  });
}

export function saveFaq(db: Database, actor: OperatorActor, faqId: number | null, body: StudioFaqBody) {
  return db.transaction(async (tx) => {
    const category = await lockFaqCategory(tx, body.category_id);
    if (!category) throw new AppError(404, 'STUDIO-FAQ-CATEGORY-404', m['faq_category.not_found']);
    const values = {
      faqCategoryId: body.category_id,
      title: body.title,
      bodyHtml: sanitizeLangText(body.body_html),
    };
    if (faqId === null) {
      const created = toFaq(
        await insertFaq(tx, { ...values, sortOrder: await nextFaqOrder(tx, body.category_id) }),
      );
      await recordAudit(tx, actor, {
        organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
        action: 'content.faq_created',
        entityType: 'faq',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    }
    const before = await lockFaq(tx, faqId);
    if (!before) throw new AppError(404, 'STUDIO-FAQ-404', m['faq.not_found']);
    const moved = before.faqCategoryId !== body.category_id;
    const after = toFaq(
      await updateFaq(tx, faqId, {
        ...values,
        ...(moved ? { sortOrder: await nextFaqOrder(tx, body.category_id) } : {}),
      }),
    );
    // An edited shipped entry is the operator's now: the start-up sync no longer rewrites it.
    await markFaqAsOperators(tx, { key: before.key });
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.faq_updated',
      entityType: 'faq',
      entityId: faqId,
      before: toFaq(before),
      after,
    });
    return after;
  });
}

export function removeFaq(db: Database, actor: OperatorActor, faqId: number) {
  return db.transaction(async (tx) => {
    const before = await lockFaq(tx, faqId);
    if (!before) throw new AppError(404, 'STUDIO-FAQ-404', m['faq.not_found']);
    await deleteFaq(tx, faqId);
    // A deleted shipped entry is not brought back by the next start.
    await markFaqAsOperators(tx, { key: before.key });
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.faq_deleted',
      entityType: 'faq',
      entityId: faqId,
      before: toFaq(before),
      after: null,
    });
  });
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set(a).size === a.length && [...a].sort().join() === [...b].sort().join();

/**
 * Puts categories, and the entries inside each category, in the given order. The lists must
 * name exactly the current categories and entries: a stale page is refused, not half-applied.
 */
export function reorderFaq(db: Database, actor: OperatorActor, order: StudioFaqOrder) {
  return db.transaction(async (tx) => {
    await lockFaqTables(tx);
    const [categories, rows] = await Promise.all([listFaqCategories(tx), listFaqs(tx)]);
    if (
      !sameSet(
        order.category_ids,
        categories.map((c) => c.id),
      ) ||
      !sameSet(
        order.faq_ids,
        rows.map((f) => f.id),
      )
    )
      throw new AppError(409, 'STUDIO-FAQ-ORDER-409', m['faq_order.mismatch']);
    const before = { category_ids: categories.map((c) => c.id), faq_ids: rows.map((f) => f.id) };
    for (const [i, id] of order.category_ids.entries()) {
      const current = categories.find((c) => c.id === id)!;
      if (current.sortOrder !== i) await updateFaqCategory(tx, id, { sortOrder: i });
    }
    const place = new Map<number, number>();
    for (const id of order.faq_ids) {
      const row = rows.find((f) => f.id === id)!;
      const next = place.get(row.faqCategoryId) ?? 0;
      place.set(row.faqCategoryId, next + 1);
      if (row.sortOrder !== next) await updateFaq(tx, id, { sortOrder: next });
    }
    await markFaqAsOperators(tx, { ordered: true });
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.faq_reordered',
      entityType: 'faq',
      entityId: 'order',
      before,
      after: order,
    });
  });
}
