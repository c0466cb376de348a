import type { TokenKind } from '@omoide/contract';

/** Who reads an order: the buyer, and for an order pass (guest order check) its one order. */
export type OrderReader = { kind: TokenKind; subject: string; orderScope?: number };

/**
 * The reader of a verified token. A pass's scope names one order; a scope that is there but
 * not an order id reaches no order at all (fail closed).
 */
export function orderReaderOf(auth: {
  kind: TokenKind;
  subject: string;
  scope?: Record<string, unknown>;
}): OrderReader {
  const scope = auth.scope?.order_id;
  if (scope === undefined) return { kind: auth.kind, subject: auth.subject };
  return { kind: auth.kind, subject: auth.subject, orderScope: typeof scope === 'number' ? scope : -1 };
}
