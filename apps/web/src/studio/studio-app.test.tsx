import { TEXT_LANGUAGES } from '@omoide/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { studioNextPath } from './features/access/sign-in-page';
import { changedKeys } from './features/audit/audit-diff';
import { readStudioToken } from './shared/studio-session';
import { renderStudio } from './test/render-studio';

type Tree = { [key: string]: string | Tree };
const studioTexts = import.meta.glob<Tree>('../locales/*/studio*.json', { eager: true, import: 'default' });
/** The studio's file names (`studio.json`, `studio-<feature>.json`) as ja has them. */
const studioFiles = Object.keys(studioTexts)
  .filter((file) => file.startsWith('../locales/ja/'))
  .map((file) => file.slice('../locales/ja/'.length));
const leaves = (node: Tree, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

const me = (role: 'owner' | 'staff') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});

beforeEach(async () => {
  localStorage.clear();
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

describe('studio texts', () => {
  it.each(studioFiles)('%s has every key of ja in every language, sorted', (file) => {
    const ja = leaves(studioTexts[`../locales/ja/${file}`]!);
    for (const language of TEXT_LANGUAGES) {
      const texts = studioTexts[`../locales/${language}/${file}`];
      expect(texts, `${language}/${file}`).toBeDefined();
      const keys = leaves(texts!);
      expect(keys, language).toEqual(ja);
      expect([...keys].sort(), language).toEqual(keys);
    }
  });

  it('gives each feature file one top-level key of its own', () => {
    const owners = new Map<string, string>();
    for (const file of studioFiles) {
      for (const key of Object.keys(studioTexts[`../locales/ja/${file}`]!)) {
        expect(owners.get(key), `${key} in ${file} and ${owners.get(key)}`).toBeUndefined();
        owners.set(key, file);
      }
    }
  });
});

describe('studio access', () => {
  it('sends a visitor without a session to sign-in, then home with their organisation and role', async () => {
    const api = fakeApi({
      'POST /api/studio/auth/sign_in': () =>
        json(200, { token: 'op-token', token_type: 'Bearer', expires_t: 4_102_444_800 }),
      'GET /api/studio/me': () => json(200, me('owner')),
    });
    const router = renderStudio('/studio/audit');
    await screen.findByRole('heading', { name: 'Omoide スタジオにサインイン' }, { timeout: 5000 });
    fireEvent.input(screen.getByLabelText('メールアドレス'), { target: { value: 'kana@studio.jp' } });
    fireEvent.input(screen.getByLabelText('パスワード'), { target: { value: 'a-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'サインイン' }));
    // Back where they were headed, with the operator's token (never a buyer's).
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/audit'));
    expect(readStudioToken()).toBe('op-token');
    await waitFor(() => expect(api.authOf('GET /api/studio/me')).toBe('Bearer op-token'));
    // Nothing was asked of the API before there was a session.
    expect(api.calls()[0]).toBe('POST /api/studio/auth/sign_in');
    expect(await screen.findByRole('link', { name: 'メンバー管理' })).toBeTruthy();
  });

  it('shows a staff member their role and no colleagues or audit pages', async () => {
    localStorage.setItem('studioJwt', JSON.stringify({ token: 'staff-token', expires_t: 4_102_444_800 }));
    fakeApi({ 'GET /api/studio/me': () => json(200, me('staff')) });
    const router = renderStudio('/studio/colleagues');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'));
    expect(await screen.findByText('スタッフ')).toBeTruthy();
    expect(screen.getAllByText('さくら幼稚園').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'メンバー管理' })).toBeNull();
    expect(screen.queryByRole('link', { name: '操作履歴' })).toBeNull();
  });

  it('drops an ended session and returns to sign-in', async () => {
    localStorage.setItem('studioJwt', JSON.stringify({ token: 'old-token', expires_t: 4_102_444_800 }));
    fakeApi({
      'GET /api/studio/me': () =>
        errorJson(401, 'STUDIO-401', { ja: 'サインインしてください。', 'en-US': 'Sign in.' }),
    });
    const router = renderStudio('/studio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/sign-in'));
    expect(readStudioToken()).toBeNull();
  });
});

describe('studio helpers', () => {
  it('follows only studio paths after sign-in', () => {
    expect(studioNextPath('/studio/api-keys')).toBe('/studio/api-keys');
    expect(studioNextPath('https://evil.example/studio')).toBe('/studio');
    expect(studioNextPath('/mypage')).toBe('/studio');
    expect(studioNextPath(null)).toBe('/studio');
  });

  it('names the fields an audit entry changed', () => {
    expect(changedKeys({ role: 'staff' }, { role: 'support' })).toEqual(['role']);
    expect(changedKeys(null, { email: 'a', role: 'staff' })).toEqual(['email', 'role']);
    expect(changedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
