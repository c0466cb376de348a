import {
  type CategoryPeriodBody,
  cheapestPrice,
  type StudioCategory,
  salePeriodProblems,
} from '@omoide/contract';
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

/** Spec §9 terms that cannot be stored as given (the contract's rules), as a translated 400. */
function checkPeriod(body: CategoryPeriodBody, cheapest: number | null) {
  const [problem] = salePeriodProblems(body, cheapest);
  if (problem === undefined) return;
  const params =
    problem === 'discount_too_large'
      ? { discount: body.discount_cost_in_tax, cheapest: cheapest! }
      : undefined;
  throw new AppError(400, 'STUDIO-PERIOD-400', m[`period.${problem}`], params);
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
    checkPeriod(body, cheapestPrice(prices));
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
