import type { Child, ChildSharing } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json, tokenAnswer } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { readToken, removeToken } from '@/shared/auth/token-store';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';

/** Family sharing and "new photos" alerts in the web app (issue #17). */

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
const TOKEN = 'a-long-enough-invitation-token';

const HANA: Child = {
  id: 7,
  name: '山田 花',
  name_kana: null,
  birthday: null,
  class_name: null,
  relationship: 'mother',
  face_image_count: 1,
  created_t: 1_700_000_000,
  access: 'owner',
  shared_by: null,
};

const sharing = (over: Partial<ChildSharing> = {}): ChildSharing => ({
  child_id: 7,
  access: 'owner',
  owner_display_name: '山田 ママ',
  guardians: [],
  invitations: [],
  max_guardians: 3,
  ...over,
});

const offer = (over: object = {}) => ({
  status: 'open',
  child_name: '山田 花',
  inviter_display_name: '山田 ママ',
  email: 'papa@example.jp',
  expires_t: 1_900_000_000,
  has_account: false,
  ...over,
});

beforeEach(async () => {
  await act(() => initI18n('ja'));
});
afterEach(() => {
  act(() => closeErrorModal());
  removeToken('member');
  vi.unstubAllGlobals();
});

describe('/child/detail/{id}: sharing and alerts', () => {
  it('lets the owner invite a guardian by e-mail and see the pending invitation', async () => {
    signInMemberForTest('member-token');
    let current = sharing();
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANA),
      'GET /api/user/child/7/guardian': () => json(200, current),
      'GET /api/user/child/7/photo_alert': () => json(200, { child_id: 7, enabled: false, enabled_t: null }),
      'POST /api/user/child/7/invitation': ({ body }) => {
        const invitation = {
          invitation_id: 3,
          email: (body as { email: string }).email,
          created_t: 1,
          expires_t: 1_900_000_000,
        };
        current = sharing({ invitations: [invitation] });
        return json(201, invitation);
      },
    });
    renderApp('/child/detail/7');
    await heading('山田 花');
    const panel = within(await screen.findByRole('region', { name: '家族と共有' }));
    fireEvent.change(panel.getByLabelText('招待する方のメールアドレス'), {
      target: { value: 'papa@example.jp' },
    });
    fireEvent.click(panel.getByRole('button', { name: '招待メールを送る' }));
    expect(await panel.findByText('papa@example.jp に招待メールを送りました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/user/child/7/invitation')).toEqual({ email: 'papa@example.jp' });
    expect(await panel.findByRole('button', { name: '取り消す' })).toBeTruthy();
  });

  it('shows a shared child read-only to a guardian, who can leave', async () => {
    signInMemberForTest('member-token');
    const shared: Child = { ...HANA, access: 'guardian', shared_by: '山田 ママ' };
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, shared),
      'GET /api/user/child': () => json(200, { children: [] }),
      'GET /api/user/child/7/guardian': () =>
        json(
          200,
          sharing({
            access: 'guardian',
            guardians: [
              { member_id: 9, display_name: '山田 パパ', email: null, since_t: 1_700_000_000, is_me: true },
            ],
          }),
        ),
      'GET /api/user/child/7/photo_alert': () => json(200, { child_id: 7, enabled: false, enabled_t: null }),
      'DELETE /api/user/child/7/guardian/9': () => new Response(null, { status: 204 }),
    });
    renderApp('/child/detail/7');
    await heading('山田 花');
    expect(await screen.findByText(/山田 ママさんから共有されたお子さまです/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '編集する' })).toBeNull();
    expect(screen.queryByRole('button', { name: /削除/ })).toBeNull();
    const panel = within(await screen.findByRole('region', { name: '家族と共有' }));
    expect(panel.queryByLabelText('招待する方のメールアドレス')).toBeNull();
    fireEvent.click(await panel.findByRole('button', { name: '共有から抜ける' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '共有から抜ける' }));
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/user/child/7/guardian/9'));
    await heading('お子さま');
  });

  it('turns the alerts on only after the consent is ticked', async () => {
    signInMemberForTest('member-token');
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANA),
      'GET /api/user/child/7/guardian': () => json(200, sharing()),
      'GET /api/user/child/7/photo_alert': () => json(200, { child_id: 7, enabled: false, enabled_t: null }),
      'POST /api/user/child/7/photo_alert': () =>
        json(200, { child_id: 7, enabled: true, enabled_t: 1_700_000_000 }),
    });
    renderApp('/child/detail/7');
    const panel = within(await screen.findByRole('region', { name: '新しい写真のお知らせ' }));
    const turnOn = await panel.findByRole('button', { name: 'お知らせを受け取る' });
    expect((turnOn as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(panel.getByRole('checkbox'));
    fireEvent.click(turnOn);
    expect(await panel.findByRole('button', { name: 'お知らせを停止する' })).toBeTruthy();
    expect(api.bodyOf('POST /api/user/child/7/photo_alert')).toEqual({ enabled: true, consent: true });
  });

  it('offers no alert for a child without a registered face (issue 28)', async () => {
    signInMemberForTest('member-token');
    fakeApi({
      'GET /api/user/child/7': () => json(200, { ...HANA, face_image_count: 0 }),
      'GET /api/user/child/7/guardian': () => json(200, sharing()),
      'GET /api/user/child/7/photo_alert': () => json(200, { child_id: 7, enabled: false, enabled_t: null }),
    });
    renderApp('/child/detail/7');
    const panel = within(await screen.findByRole('region', { name: '新しい写真のお知らせ' }));
    const turnOn = await panel.findByRole('button', { name: 'お知らせを受け取る' });
    expect((panel.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(panel.getByRole('checkbox'));
    expect((turnOn as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/family/accept', () => {
  it('registers a new member from the link, signs them in and opens the child', async () => {
    const api = fakeApi({
      'POST /api/user/child_invitation/check': () => json(200, offer()),
      'POST /api/user/child_invitation/register': () =>
        json(200, { ...tokenAnswer('new-member'), child_id: 7 }),
      'GET /api/user/child/7': () => json(200, { ...HANA, access: 'guardian', shared_by: '山田 ママ' }),
      'GET /api/user/child/7/guardian': () => json(200, sharing({ access: 'guardian' })),
      'GET /api/user/child/7/photo_alert': () => json(200, { child_id: 7, enabled: false, enabled_t: null }),
    });
    renderApp(`/family/accept?invitation=${TOKEN}`);
    await heading('家族からの招待');
    expect(await screen.findByText(/山田 ママさんが、お子さま「山田 花」の情報/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('お名前'), { target: { value: '山田 パパ' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: '登録して招待を受け取る' }));
    expect(await screen.findByText('パスワードは8文字以上にしてください。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登録して招待を受け取る' }));
    await heading('山田 花');
    expect(api.bodyOf('POST /api/user/child_invitation/register')).toEqual({
      token: TOKEN,
      display_name: '山田 パパ',
      password: 'long-enough-1',
    });
    expect(readToken('member')?.token).toBe('new-member');
  });

  it('sends a visitor whose address has an account to sign in, and back here', async () => {
    fakeApi({ 'POST /api/user/child_invitation/check': () => json(200, offer({ has_account: true })) });
    renderApp(`/family/accept?invitation=${TOKEN}`);
    const link = await screen.findByRole('link', { name: 'ログインして受け取る' });
    expect(link.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/family/accept?invitation=${TOKEN}`)}`,
    );
  });

  it('says why a used or expired link no longer works', async () => {
    fakeApi({ 'POST /api/user/child_invitation/check': () => json(200, offer({ status: 'expired' })) });
    renderApp(`/family/accept?invitation=${TOKEN}`);
    expect(
      await screen.findByText('招待の有効期限が切れています。もう一度招待してもらってください。'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal when a signed-in member accepts a used link', async () => {
    signInMemberForTest('member-token');
    fakeApi({
      'POST /api/user/child_invitation/check': () => json(200, offer()),
      'POST /api/user/child_invitation/accept': () =>
        errorJson(410, 'FAMILY-INVITE-USED', {
          ja: 'この招待リンクはすでに使われたか、取り消されています。',
        }),
    });
    renderApp(`/family/accept?invitation=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: '招待を受け取る' }));
    expect(await screen.findByText('この招待リンクはすでに使われたか、取り消されています。')).toBeTruthy();
  });

  it('tells a signed-in member which address the invitation is for, and the refusal of another', async () => {
    signInMemberForTest('member-token');
    fakeApi({
      'POST /api/user/child_invitation/check': () => json(200, offer()),
      'POST /api/user/child_invitation/accept': () =>
        errorJson(403, 'FAMILY-INVITE-ADDRESSEE', {
          ja: 'この招待は別のメールアドレスに送られたものです。',
        }),
    });
    renderApp(`/family/accept?invitation=${TOKEN}`);
    const email = offer().email;
    expect(
      await screen.findByText(`${email} 宛ての招待です。このメールアドレスのアカウントでのみ受け取れます。`),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '招待を受け取る' }));
    expect(await screen.findByText('この招待は別のメールアドレスに送られたものです。')).toBeTruthy();
  });
});

describe('/alerts/unsubscribe', () => {
  it('stops the alerts from the mail’s link without a sign-in', async () => {
    const api = fakeApi({
      'POST /api/user/photo_alert/unsubscribe': () => json(200, { child_name: '山田 花' }),
    });
    renderApp('/alerts/unsubscribe?token=signed-token-from-the-mail');
    expect(await screen.findByText('山田 花さんの新しい写真のお知らせを停止しました。')).toBeTruthy();
    expect(api.authOf('POST /api/user/photo_alert/unsubscribe')).toBeNull();
  });
});
