import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually';
import { createEvent, createMember } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { unpublishStudioEvent } from '../../modules/catalogue/events-admin.service';
import { assertMaySeeEvent } from '../../modules/events/event-access';
import type { OperatorActor } from '../../modules/operators/operator-guard';
import { announceCacheChange, clearLocally, onCacheChange, parseAnnouncement } from './cache-bus';
import { listenForCacheChanges } from './cache-listener';

const actor: OperatorActor = {
  via: 'bootstrap',
  operatorId: null,
  apiKeyId: null,
  sessionId: null,
  label: 'cache bus test',
  roles: new Map(),
};

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: { statusCode?: number }) => error.statusCode === 404,
  );

describe('cache bus: announcements', () => {
  it('reads only well-formed announcements of known topics', () => {
    expect(parseAnnouncement('{"origin":"a","topic":"event-access","key":7}')).toEqual({
      origin: 'a',
      topic: 'event-access',
      key: 7,
    });
    expect(parseAnnouncement('{"origin":"a","topic":"face-gallery","key":null}')?.key).toBeNull();
    // The face search's copies (decision 040) are cleared across processes too.
    for (const topic of ['child-access', 'child-faces', 'event-audience', 'face-index'])
      expect(parseAnnouncement(JSON.stringify({ origin: 'a', topic, key: 3 }))?.topic).toBe(topic);
    for (const junk of [undefined, '', 'not json', '{"origin":1,"topic":"event-access","key":1}']) {
      expect(parseAnnouncement(junk)).toBeNull();
    }
    expect(parseAnnouncement('{"origin":"a","topic":"prices","key":1}')).toBeNull();
    expect(parseAnnouncement('{"origin":"a","topic":"event-access","key":"1; drop"}')).toBeNull();
  });

  it('clears in this process at once, whatever the database', async () => {
    const { handle, drop } = await openTestDatabase();
    try {
      const seen: Array<number | null> = [];
      onCacheChange('face-gallery', (db, key) => {
        if (db === handle.db) seen.push(key);
      });
      announceCacheChange(handle.db, 'face-gallery', 12);
      clearLocally(handle.db, null, null);
      expect(seen).toEqual([12, null]);
    } finally {
      await drop();
    }
  });
});

const SHARED = process.env.TEST_DATABASE_URL;

describe.skipIf(!SHARED)('cache bus: processes on one PostgreSQL', () => {
  // Three handles on one database stand for three processes: each has its own caches.
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let deaf: DatabaseHandle;
  let drop: () => Promise<void>;
  const closers: Array<() => Promise<void>> = [];
  const log = { warn: () => {}, info: () => {} };

  beforeAll(async () => {
    const opened = await openTestDatabase();
    a = opened.handle;
    drop = opened.drop;
    const url = a.pool!.options.connectionString!;
    b = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    deaf = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    for (const handle of [a, b]) closers.push((await listenForCacheChanges(handle.db, url, log)).close);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await b.close();
    await deaf.close();
    await drop();
  });

  it('an unpublish on one process ends a buyer’s kept access on another within a second', async () => {
    const { organization, event } = await createEvent(a.db, { code1: 'BUSEV', code2: '12345' });
    const member = await createMember(a.db, { email: 'bus@parent.jp', organizationId: organization.id });
    const buyer = { kind: 'member' as const, subject: String(member.id) };
    // Both B and the process that hears nothing keep the yes for a minute.
    await assertMaySeeEvent(b.db, buyer, event.id);
    await assertMaySeeEvent(deaf.db, buyer, event.id);

    await unpublishStudioEvent(a.db, actor, event.id);

    expect(await eventually(() => refused(assertMaySeeEvent(b.db, buyer, event.id)), 1000)).toBe(true);
    // Without the bus the kept answer would still open the event: what the bus is for.
    await expect(assertMaySeeEvent(deaf.db, buyer, event.id)).resolves.toBeUndefined();
    // The process that made the change refuses at once.
    expect(await refused(assertMaySeeEvent(a.db, buyer, event.id))).toBe(true);
  });

  it('reaches every other process, and not back to its sender', async () => {
    const heard = new Map<string, Array<number | null>>();
    onCacheChange('face-gallery', (db, key) => {
      const who = db === a.db ? 'a' : db === b.db ? 'b' : 'other';
      heard.set(who, [...(heard.get(who) ?? []), key]);
    });
    announceCacheChange(a.db, 'face-gallery', 41);
    expect(await eventually(async () => (heard.get('b') ?? []).includes(41), 1000)).toBe(true);
    // A heard its own change once, locally, not a second time from the channel.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.get('a')).toEqual([41]);
  });
});
