import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPEN_ORDER_STATES } from '@omoide/contract';
import { describe, expect, it } from 'vitest';

// The checkout lock (docs/decisions/007) is a unique partial index over the open states. The
// schema builds its predicate from the contract's list; this test reads the migrations the
// database actually runs, so a changed list without its migration fails here.
const MIGRATIONS = join(import.meta.dirname, '../migrations');

function lastIndexStatement(): string {
  const files = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  let found = '';
  for (const file of files) {
    for (const statement of readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.includes('"orders_open_checkout_uq"')) found = statement;
    }
  }
  return found;
}

describe('orders_open_checkout_uq', () => {
  it('covers exactly the contract’s open order states', () => {
    const statement = lastIndexStatement();
    expect(statement).toContain('CREATE UNIQUE INDEX "orders_open_checkout_uq"');
    const list = /"orders"\."status" in \(([^)]*)\)/.exec(statement)?.[1];
    const states = (list ?? '').split(',').map((state) => state.trim().replace(/^'|'$/g, ''));
    expect(states).toEqual([...OPEN_ORDER_STATES]);
  });
});
