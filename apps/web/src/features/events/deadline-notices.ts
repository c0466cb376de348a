import { daysRemaining, isInWarningPeriod, type LongRunSubInfo } from '@omoide/contract';

/**
 * The notices a sub-category shows about its sale terms (spec §3 `long_run_sub_info`, §9):
 * - after `expired_time_t`, the out-of-period fee applies to every photo;
 * - inside the 5-day warning period before it, a warning with the days left;
 * - while the early discount runs, its amount and end, as a warning in its last 5 days.
 * Days are rounded up and never below 0 (`daysRemaining`).
 */
export type DeadlineNotice =
  | { kind: 'extraApplies'; amount: number }
  | { kind: 'expiresSoon'; days: number; deadline_t: number; amount: number }
  | { kind: 'discountEndsSoon'; days: number; deadline_t: number; amount: number }
  | { kind: 'discountActive'; deadline_t: number; amount: number };

export function deadlineNotices(info: LongRunSubInfo | null | undefined, now_t: number): DeadlineNotice[] {
  const notices: DeadlineNotice[] = [];
  const expiry = info?.expired_time_t ?? null;
  const extra = info?.expired_append_cost_in_tax ?? 0;
  if (expiry !== null && extra > 0) {
    // The same boundary as lineExtraAndDiscount: the fee starts after the expiry second.
    if (now_t > expiry) notices.push({ kind: 'extraApplies', amount: extra });
    else if (isInWarningPeriod(now_t, expiry)) {
      notices.push({
        kind: 'expiresSoon',
        days: daysRemaining(now_t, expiry),
        deadline_t: expiry,
        amount: extra,
      });
    }
  }
  const discountEnd = info?.discount_end_time_t ?? null;
  const discount = info?.discount_cost_in_tax ?? 0;
  if (discountEnd !== null && discount > 0 && now_t < discountEnd) {
    notices.push(
      isInWarningPeriod(now_t, discountEnd)
        ? {
            kind: 'discountEndsSoon',
            days: daysRemaining(now_t, discountEnd),
            deadline_t: discountEnd,
            amount: discount,
          }
        : { kind: 'discountActive', deadline_t: discountEnd, amount: discount },
    );
  }
  return notices;
}

export const isWarning = (notice: DeadlineNotice) =>
  notice.kind === 'expiresSoon' || notice.kind === 'discountEndsSoon' || notice.kind === 'extraApplies';
