import type { LangText } from '@omoide/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFaq, createFaqCategory, createNews } from './content.service';

let t: TestApp;
const all = (text: string): LangText => ({
  ja: `${text}-ja`,
  hant: `${text}-hant`,
  vi: `${text}-vi`,
  'en-US': `${text}-en`,
});

beforeAll(async () => {
  t = await createTestApp();
  const day = 86_400_000;
  await createNews(t.deps.db, {
    displayText: all('old'),
    bodyHtml: all('<p>old</p>'),
    publishedAt: new Date(Date.now() - 3 * day),
  });
  await createNews(t.deps.db, {
    displayText: all('new'),
    bodyHtml: all('<p>new</p>'),
    publishedAt: new Date(Date.now() - day),
  });
  await createNews(t.deps.db, {
    displayText: all('future'),
    bodyHtml: all('<p>f</p>'),
    publishedAt: new Date(Date.now() + day),
  });
  const category = await createFaqCategory(t.deps.db, { name: 'purchase', displayText: all('Buying') });
  await createFaq(t.deps.db, {
    faqCategoryId: category.id,
    title: all('How'),
    bodyHtml: all('<p>Like this</p>'),
  });
});
afterAll(() => t.close());

const get = async (url: string, kind?: 'member' | 'guest', lang = 'vi') =>
  t.app.inject({
    url,
    headers: { 'x-language': lang, ...(kind ? { authorization: `Bearer ${await t.tokenFor(kind)}` } : {}) },
  });

describe('spec §7 news', () => {
  it('lists published news newest first in the request language (member)', async () => {
    const res = await get('/api/info/news', 'member', 'hant');
    expect(res.statusCode).toBe(200);
    const { news } = res.json();
    expect(news.map((n: { display_text: string }) => n.display_text)).toEqual(['new-hant', 'old-hant']);
    expect(news[0].body_html).toBe('<p>new</p>-hant');
    expect(typeof news[0].published_t).toBe('number');
  });

  it('gives every language on all_lang to members and guests', async () => {
    for (const kind of ['member', 'guest'] as const) {
      const res = await get('/api/info/news/all_lang', kind);
      expect(res.statusCode).toBe(200);
      expect(res.json().news[0].display_text).toEqual(all('new'));
    }
  });

  it.each([
    ['/api/info/news', undefined, 401],
    ['/api/info/news', 'guest', 403],
    ['/api/info/news/all_lang', undefined, 401],
    ['/api/info/faq', undefined, 401],
    ['/api/info/faq', 'guest', 403],
  ] as const)('%s with %s token answers %i (spec §6)', async (url, kind, status) => {
    expect((await get(url, kind)).statusCode).toBe(status);
  });
});

describe('spec §7 FAQ', () => {
  it('serves categories and FAQs in one language to members', async () => {
    const res = await get('/api/info/faq', 'member', 'ja');
    expect(res.json()).toEqual({
      categories: [{ id: expect.any(Number), name: 'purchase', display_text: 'Buying-ja' }],
      faqs: [
        {
          id: expect.any(Number),
          category_id: expect.any(Number),
          title: 'How-ja',
          body_html: '<p>Like this</p>-ja',
        },
      ],
    });
  });

  it('serves every language without a token', async () => {
    const res = await get('/api/info/faq/all_lang');
    expect(res.statusCode).toBe(200);
    expect(res.json().faqs[0].title).toEqual(all('How'));
  });
});

describe('HTML bodies are sanitised (issue: content)', () => {
  it('removes scripts, handlers, javascript: URLs and frames before storage and on the way out', async () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg><script>alert(4)</script></svg>' +
      '<a href="https://ok.example/p" target="_blank">ok</a><img src="https://cdn.example/a.jpg" alt="a">';
    await createNews(t.deps.db, {
      displayText: all('x'),
      bodyHtml: all(hostile),
      publishedAt: new Date(Date.now() - 1000),
    });
    const body: string = (await get('/api/info/news', 'member', 'ja')).json().news[0].body_html;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<style',
      '<svg',
      'alert(',
    ]) {
      expect(body).not.toContain(bad);
    }
    expect(body).toContain('<p>Hi</p>');
    expect(body).toContain('<a href="https://ok.example/p" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(body).toContain('<img src="https://cdn.example/a.jpg" alt="a" />');
  });
});
