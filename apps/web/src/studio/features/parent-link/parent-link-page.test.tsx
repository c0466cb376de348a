import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});
const LINK = 'http://localhost/bridge?hash=abc&from=studio';

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

describe('sign in as a parent', () => {
  it('makes a one-time link for a parent of the organisation, and says how long it works', async () => {
    const api = fakeApi({
      'GET /api/studio/me': () => json(200, me('support')),
      'POST /api/admin/bridge_hash': ({ body }) =>
        (body as { email: string }).email === 'parent@example.jp'
          ? json(201, { hash_key: 'abc', expires_t: 1_790_000_300, url: LINK })
          : errorJson(404, 'AUTH-MEMBER-404', { ja: 'この保護者は見つかりません。', 'en-US': 'Unknown.' }),
    });
    renderStudio('/studio/parent-link');
    await screen.findByRole('heading', { level: 1, name: '保護者としてサインイン' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: '保護者として表示' })).toBeTruthy();

    const email = screen.getByLabelText('保護者のメールアドレス');
    fireEvent.change(email, { target: { value: 'someone@example.jp' } });
    fireEvent.click(screen.getByRole('button', { name: 'リンクを作成' }));
    expect(await screen.findByText('この保護者は見つかりません。')).toBeTruthy();

    fireEvent.change(email, { target: { value: ' parent@example.jp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'リンクを作成' }));
    expect((await screen.findByTestId('parent-link')).textContent).toBe(LINK);
    expect(screen.getByRole('link', { name: 'リンクを開く（新しいタブ）' }).getAttribute('href')).toBe(LINK);
    expect(api.bodyOf('POST /api/admin/bridge_hash', 1)).toEqual({
      email: 'parent@example.jp',
      app_from: 'studio',
      ttl_seconds: 300,
    });
  });

  it('sends staff back to the studio home (they do not answer parents)', async () => {
    fakeApi({ 'GET /api/studio/me': () => json(200, me('staff')) });
    const router = renderStudio('/studio/parent-link');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: '保護者として表示' })).toBeNull();
  });
});
