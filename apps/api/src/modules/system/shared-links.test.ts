import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOperator } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startOperatorSession } from '../operators/operators.service';
import { isAllowedLink } from './link-policy';
import { writeConstant } from './system.repo';

/**
 * Issue 25 item 15: the shared buyer links (system constants `uri.*`) reach every buyer's
 * sign-in page, so they are same-site paths or `https:` links to allowed hosts; checked when
 * an owner writes them (a translated 400) and again when buyers read them.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL: 'https://photos.example.jp',
      ALLOWED_LINK_HOSTS: 'school.example.jp, Help.Example.jp',
    },
  });
  const fixture = await createEvent(t.deps.db, { code1: 'LINKS', code2: '11111' });
  const operator = await createOperator(t.deps.db, {
    email: 'owner@links.jp',
    memberships: [{ organizationId: fixture.organization.id, role: 'owner' }],
  });
  owner = (await startOperatorSession(t.deps, operator.id)).token;
});
afterAll(() => t.close());

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://evil.example.com/login',
  'http://photos.example.jp/',
  '//evil.example.com/',
  '/\\evil.example.com',
  'https://photos.example.jp@evil.example.com/',
  'https://user:pw@photos.example.jp/',
  'vbscript:msgbox(1)',
  'https://photos.example.jp.evil.com/',
];

const put = (uri: Record<string, string>, language = 'en-US') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/studio/constants',
    headers: { authorization: `Bearer ${owner}`, 'x-language': language },
    payload: {
      uri: { home: '/', password_reminder: '/guest/contact', ...uri },
      shipping_fee: { print_standard_in_tax: 300, print_large_in_tax: 500 },
    },
  });

describe('shared buyer links', () => {
  it('refuses javascript:, data:, http: and foreign hosts on write, translated, naming the field', async () => {
    for (const home of HOSTILE) {
      const res = await put({ home });
      expect(res.statusCode, home).toBe(400);
      expect(res.json().display_code, home).toBe('SYSTEM-LINK-URI-HOME');
    }
    const ja = await put({ password_reminder: 'javascript:alert(1)' }, 'ja');
    expect(ja.json()).toMatchObject({ display_code: 'SYSTEM-LINK-URI-PASSWORD_REMINDER' });
    expect(ja.json().display_message).toContain('https:');
    const stored = (await t.app.inject({ url: '/api/system/constant/non_auth' })).json();
    expect(stored.uri).toEqual({ home: '/', password_reminder: '/password/forgot' });
  });

  it('accepts same-site paths and https: links to this installation and the allowed hosts', async () => {
    for (const home of [
      '/events',
      'https://photos.example.jp/guest/contact',
      'https://school.example.jp/',
      'https://help.example.jp/faq?x=1',
    ]) {
      expect((await put({ home })).statusCode, home).toBe(200);
      expect((await t.app.inject({ url: '/api/system/constant/non_auth' })).json().uri.home).toBe(home);
    }
  });

  it('never sends buyers a bad stored value: it reads as the default', async () => {
    await writeConstant(t.deps.db, 'uri', {
      home: 'javascript:alert(1)',
      password_reminder: 'https://evil.example.com/reset',
    });
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // the constants cache's TTL
    for (const url of ['/api/system/constant/non_auth', '/api/system/constant/non_auth/all_lang']) {
      const body = (await t.app.inject({ url })).json();
      const uri = 'uri' in body ? body.uri : body.ja.uri;
      expect(uri, url).toEqual({ home: '/', password_reminder: '/password/forgot' });
    }
  });
});

describe('isAllowedLink', () => {
  const production = { allowedHosts: ['photos.example.jp'], allowHttpLocalhost: false };
  const development = { allowedHosts: ['localhost'], allowHttpLocalhost: true };
  it('allows http: only for localhost, and only in development', () => {
    expect(isAllowedLink('http://localhost:3000/guest/contact', development)).toBe(true);
    expect(isAllowedLink('http://127.0.0.1:3000/', development)).toBe(true);
    expect(isAllowedLink('http://localhost:3000/', production)).toBe(false);
    expect(isAllowedLink('http://photos.example.jp/', development)).toBe(false);
  });
  it.each(HOSTILE)('refuses %s', (link) => expect(isAllowedLink(link, production)).toBe(false));
});
