import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createOperator } from '../test/fixtures';
import { type Caller, formatReport, fuzz } from '../test/fuzz/fuzz-runner';
import { createTestApp, type TestApp } from '../test/test-app';
import { startOperatorSession } from './modules/operators/operators.service';

/**
 * Fuzzing as a standing check (issue #25): every route of the OpenAPI document × every kind
 * of caller, with schema-driven hostile requests. `npm test` runs a bounded, seeded pass;
 * `npm run fuzz` a long one (FUZZ_RUNS requests per route and caller, FUZZ_SECONDS at most,
 * FUZZ_SEED to replay or vary). Any 5xx or any error outside §8 or the caller's language fails.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 240);
const SEED = Number(process.env.FUZZ_SEED ?? 25);

let t: TestApp;
let callers: Caller[];
let ids: number[];

beforeAll(async () => {
  // Limits scaled out of the way: the fuzzer is after what lies behind them, not the 429.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  const fixture = await createEvent(t.deps.db, { code1: 'FUZZY', code2: '12345' });
  const orgId = fixture.organization.id;
  const member = await createMember(t.deps.db, { email: 'fuzz@member.jp', organizationId: orgId });
  const operator = (role: 'owner' | 'staff' | 'support') =>
    createOperator(t.deps.db, { email: `${role}@fuzz.jp`, memberships: [{ organizationId: orgId, role }] });
  const roles = {
    owner: await operator('owner'),
    staff: await operator('staff'),
    support: await operator('support'),
  };
  const child = await t.app.inject({
    method: 'POST',
    url: '/api/user/child',
    headers: { authorization: `Bearer ${await t.tokenFor('member', String(member.id))}` },
    payload: { name: 'Fuzz', relationship: 'mother' },
  });
  ids = [
    1,
    2,
    3,
    orgId,
    fixture.event.id,
    fixture.category.id,
    fixture.subCategory.id,
    member.id,
    child.json().id,
  ];
  const operatorToken = (id: number) => async () => (await startOperatorSession(t.deps, id)).token;
  callers = [
    { name: 'none', token: async () => null },
    { name: 'member', token: () => t.tokenFor('member', String(member.id)) },
    { name: 'guest', token: () => t.tokenFor('guest', '1') },
    { name: 'owner', token: operatorToken(roles.owner.id) },
    { name: 'staff', token: operatorToken(roles.staff.id) },
    { name: 'support', token: operatorToken(roles.support.id) },
  ];
});
afterAll(() => t.close());

describe('fuzzing every route (issue #25)', () => {
  it(
    'answers hostile requests with no 5xx and every error in the §8 shape and the caller language',
    async () => {
      const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
      const report = await fuzz(t.app, doc, callers, { runs: RUNS, seconds: SECONDS, seed: SEED, ids });
      console.info(formatReport(report));
      // Still standing: the app answers a plain request after the run.
      expect((await t.app.inject({ url: '/api/info/faq/all_lang' })).statusCode).toBe(200);
      expect([...report.failures.keys()]).toEqual([]);
      expect(report.timedOut).toBe(false);
    },
    (SECONDS + 120) * 1000,
  );
});
