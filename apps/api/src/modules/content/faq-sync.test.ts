import { readFileSync } from 'node:fs';
import type { LangText } from '@omoide/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { faqCategories, faqs } from '../../db/schema/index';
import { loadStandardFaq, type StandardFaq } from '../../seed/standard-faq';
import { createFaq, createFaqCategory, syncStandardFaq } from './content.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = (text: string): LangText => ({
  ja: `${text}ja`,
  hant: `${text}hant`,
  vi: `${text}vi`,
  'en-US': `${text}en`,
});
const standard = loadStandardFaq();
const total = standard.flatMap((category) => category.faqs).length;

describe('standard FAQ sync (decision 017)', () => {
  it('adopts the four entries the old demo seed wrote, so they are replaced, not duplicated', async () => {
    const legacy = await createFaqCategory(t.deps.db, { name: 'purchase', displayText: all('old') });
    const titles = [
      ['支払い方法は何がありますか？', 'Which payment methods can I use?'],
      ['販売期間を過ぎても購入できますか？', 'Can I buy after the sales period?'],
      ['顔写真はどのように使われますか？', 'How are face images used?'],
      ['ゲストでも購入できますか？', 'Can I buy as a guest?'],
    ];
    for (const [ja, en] of titles) {
      await createFaq(t.deps.db, {
        faqCategoryId: legacy.id,
        title: { ja: ja!, hant: 'x', vi: 'x', 'en-US': en! },
        bodyHtml: all('<p>old</p>'),
      });
    }
    // The adoption statement of migration 0016, run on rows written as an older release did.
    const migration = readFileSync(
      new URL('../../db/migrations/0019_standard_faq.sql', import.meta.url),
      'utf8',
    );
    const adopt = migration.split('--> statement-breakpoint').at(-1)!;
    await t.deps.db.execute(sql.raw(adopt));
    const keys = (await t.deps.db.select({ key: faqs.key }).from(faqs)).map((row) => row.key).sort();
    expect(keys).toEqual(['face-privacy', 'guest-how', 'payment-methods', 'purchase-fee-discount']);

    const first = await syncStandardFaq(t.deps.db, standard);
    expect(first).toEqual({ inserted: total - 4, updated: 4, unchanged: 0, removed: 0 });
    const rows = await t.deps.db.select().from(faqs);
    expect(rows).toHaveLength(total);
    const payment = rows.find((row) => row.key === 'payment-methods')!;
    expect(payment.bodyHtml.ja).toContain('PayPay');
    const [category] = await t.deps.db.select().from(faqCategories).where(eq(faqCategories.name, 'purchase'));
    expect(category!.displayText.ja).toBe('販売期間・締め切り');
  });

  it('changes nothing when run again, and leaves a site’s own entries alone', async () => {
    const own = await createFaqCategory(t.deps.db, {
      name: 'school-notes',
      displayText: all('notes'),
      sortOrder: 99,
    });
    await createFaq(t.deps.db, { faqCategoryId: own.id, title: all('own'), bodyHtml: all('<p>own</p>') });
    expect(await syncStandardFaq(t.deps.db, standard)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: total,
      removed: 0,
    });
    const unkeyed = await t.deps.db.select().from(faqs).where(isNull(faqs.key));
    expect(unkeyed.map((row) => row.title['en-US'])).toEqual(['ownen']);
  });

  it('updates a changed answer, sanitises it, and removes an entry a release dropped', async () => {
    const [downloads, ...others] = standard;
    const [first, ...restOfDownloads] = downloads!.faqs;
    const next: StandardFaq = [
      {
        ...downloads!,
        faqs: [
          { ...first!, bodyHtml: { ...first!.bodyHtml, vi: '<p>Mới<script>alert(1)</script></p>' } },
          ...restOfDownloads.slice(1),
        ],
      },
      ...others,
    ];
    expect(await syncStandardFaq(t.deps.db, next)).toEqual({
      inserted: 0,
      // the changed answer, and the three entries after the dropped one move up a place
      updated: 4,
      unchanged: total - 5,
      removed: 1,
    });
    const [row] = await t.deps.db.select().from(faqs).where(eq(faqs.key, first!.key));
    expect(row!.bodyHtml.vi).toBe('<p>Mới</p>');
    expect(await t.deps.db.select().from(faqs).where(eq(faqs.key, restOfDownloads[0]!.key))).toHaveLength(0);
  });

  it('serves the synced FAQ to anyone on all_lang, in every language', async () => {
    await syncStandardFaq(t.deps.db, standard);
    const res = await t.app.inject({ url: '/api/info/faq/all_lang', headers: { 'x-language': 'vi' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { faqs: { title: LangText; body_html: LangText }[] };
    expect(body.faqs).toHaveLength(total + 1);
    expect(body.faqs.every((faq) => Object.values(faq.body_html).every((html) => html.length > 0))).toBe(
      true,
    );
  });
});
