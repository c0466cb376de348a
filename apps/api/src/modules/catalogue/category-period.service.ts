import type { CategoryPeriodBody, StudioCategory } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { forgetCategory } from '../photos/photo-list-cache';
import { categoriesAdminMessages as m } from './categories-admin.messages';
import { findCategory, listPrices, updateCategory } from './categories-admin.repo';
import {
  categoryNotFound,
  categoryOf,
  eventHeadOf,
  periodOf,
  studioCategory,
} from './categories-admin.service';

const dateOrNull = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** Spec §9 terms that cannot be stored as given, as a translated 400. */
function checkPeriod(body: CategoryPeriodBody, cheapest: number | null) {
  const bad = (key: keyof typeof m, params?: Record<string, string | number>) =>
    new AppError(400, 'STUDIO-PERIOD-400', m[key], params);
  if (body.expired_time_t === null && body.expired_append_cost_in_tax > 0)
    throw bad('period.cost_without_time');
  if (body.discount_end_time_t === null && body.discount_cost_in_tax > 0)
    throw bad('period.discount_without_time');
  if (
    body.expired_time_t !== null &&
    body.discount_end_time_t !== null &&
    body.discount_end_time_t >= body.expired_time_t
  )
    throw bad('period.discount_after_expiry');
  // Both are per item: a discount above a unit price would make that line negative.
  if (cheapest !== null && body.discount_end_time_t !== null && body.discount_cost_in_tax > cheapest)
    throw bad('period.discount_too_large', { discount: body.discount_cost_in_tax, cheapest });
}

/** `PUT /api/studio/categories/{category_id}/period`: a sub-category's purchase period (spec §3, §9). */
export async function setCategoryPeriod(
  db: Database,
  actor: OperatorActor,
  categoryId: number,
  body: CategoryPeriodBody,
): Promise<StudioCategory> {
  const { category, organizationId } = await categoryOf(db, categoryId);
  if (category.parentId === null) throw new AppError(400, 'STUDIO-PERIOD-400', m['period.top_level']);
  const after = await db.transaction(async (tx) => {
    await eventHeadOf(tx, category.eventId, true);
    const prices = await listPrices(tx, category.eventId);
    checkPeriod(body, prices.length ? Math.min(...prices.map((p) => p.unit_price)) : null);
    const locked = await findCategory(tx, categoryId, true);
    if (!locked) throw categoryNotFound();
    const row = await updateCategory(tx, categoryId, {
      expiredTime: dateOrNull(body.expired_time_t),
      expiredAppendCostInTax: body.expired_append_cost_in_tax,
      discountEndTime: dateOrNull(body.discount_end_time_t),
      discountCostInTax: body.discount_cost_in_tax,
    });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'category.period_changed',
      entityType: 'category',
      entityId: categoryId,
      before: periodOf(locked.category),
      after: periodOf(row!),
    });
    return row!;
  });
  forgetCategory(db, categoryId);
  return studioCategory(db, after);
}
