import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createEvent, createMember, createOperator } from '../../../test/fixtures';
import { insertEventPhotos, insertOrder } from '../../../test/paid-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { events } from '../../db/schema/index';
import { listOutboxMail } from '../../platform/mail/outbox.repo';
import { startOperatorSession } from '../operators/operators.service';

/** A delivery address with a postal code and prefecture, as the order form stores it. */
export const SHIP_TO = {
  full_name: '佐藤 和子',
  full_name_kana: '',
  zip_code: '1040061',
  prefecture_id: '13',
  address1: '中央区銀座1-2-3',
  address2: '',
  address3: '',
  tel: '0312345678',
};

/**
 * The fulfilment tests' world: an organisation with an individually shipped event ("Sports
 * day", three photos) and a bulk-delivery one ("Graduation", one photo), a staff operator
 * signed in to the studio, and a member who buys.
 */
export async function fulfilmentFixture() {
  const t: TestApp = await createTestApp();
  const fixture = await createEvent(t.deps.db, { code1: 'PRINT', code2: '11111', name: 'Sports day' });
  const bulk = await createEvent(t.deps.db, { code1: 'BULKS', code2: '22222', name: 'Graduation' });
  const eventId = fixture.event.id;
  const orgId = fixture.event.organizationId;
  const bulkEventId = bulk.event.id;
  await t.deps.db
    .update(events)
    .set({ organizationId: orgId, shippingTypeId: 2 })
    .where(eq(events.id, bulkEventId));
  const photos = await insertEventPhotos(t.deps.db, { eventId, categoryId: fixture.subCategory.id }, 3);
  const bulkPhotos = await insertEventPhotos(
    t.deps.db,
    { eventId: bulkEventId, categoryId: bulk.subCategory.id },
    1,
  );
  const staff = await createOperator(t.deps.db, {
    email: 'staff@fulfil.jp',
    memberships: [{ organizationId: orgId, role: 'staff' }],
  });
  const staffToken = (await startOperatorSession(t.deps, staff.id)).token;
  const member = await createMember(t.deps.db, { email: 'parent@fulfil.jp', organizationId: orgId });
  const buyer = { kind: 'member' as const, subject: String(member.id) };

  /** A studio call as the staff operator, in `language`. */
  const call = (method: 'GET' | 'POST', url: string, body?: object, language = 'en-US') =>
    t.app.inject({
      method,
      url,
      payload: body,
      headers: { 'x-language': language, authorization: `Bearer ${staffToken}` },
    });
  /** A paid order of two prints and a download of the sports day (or as `extra` says). */
  const printOrder = (extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(t.deps.db, {
      buyer,
      eventId,
      prints: [photos[0]!, photos[1]!],
      downloads: [photos[2]!],
      email: 'parent@fulfil.jp',
      ...extra,
    });
  const lastMailTo = async (to: string) => (await listOutboxMail(t.deps.db, { to, limit: 1 }))[0];
  return {
    t,
    eventId,
    bulkEventId,
    orgId,
    photos,
    bulkPhotos,
    buyer,
    buyerToken: await t.tokenFor('member', String(member.id)),
    call,
    printOrder,
    lastMailTo,
  };
}
export type FulfilmentFixture = Awaited<ReturnType<typeof fulfilmentFixture>>;

/**
 * Sets the fixture up before a test file's tests and closes it after; its fields are read
 * inside the tests (they are filled once `beforeAll` ran).
 */
export function useFulfilmentFixture(): FulfilmentFixture {
  const fixture = {} as FulfilmentFixture;
  beforeAll(async () => {
    Object.assign(fixture, await fulfilmentFixture());
  });
  afterAll(() => fixture.t.close());
  return fixture;
}
