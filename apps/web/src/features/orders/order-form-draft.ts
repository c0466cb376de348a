import type { Area } from '@/shared/routing/area';
import { emptyDraft, type OrderFormDraft, type OrderFormValues } from './order-form-values';
import { readOrder } from './order-storage';

/** The part of the form kept in session storage as it is typed (never the card). */
export const draftOf = ({
  home,
  is_exist_address_override,
  shipping,
  children,
}: OrderFormValues): OrderFormDraft => ({
  home,
  is_exist_address_override,
  shipping,
  children,
});

/**
 * What the form starts with: this event's stored form, or the buyer's details from a form of
 * another event (same buyer, same address), with the children this event's delivery needs.
 */
export function startingDraft(area: Area, eventId: number, needsChild: boolean): OrderFormDraft {
  const stored = readOrder(area);
  const empty = emptyDraft({ needsAddress: false, needsChild });
  if (!stored) return empty;
  if (stored.event_id === eventId) {
    const children = stored.form.children.length > 0 || !needsChild ? stored.form.children : empty.children;
    return { ...stored.form, children };
  }
  return { ...empty, home: stored.form.home };
}
