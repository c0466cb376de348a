import type { Child } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, errorModalEnvironment, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { formatBirthday } from './child-detail-page';
import { childFormSchema, todayIso, toPayload } from './child-form';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

const HANAKO: Child = {
  id: 7,
  name: '山田 花子',
  name_kana: 'やまだ はなこ',
  birthday: '2019-04-02',
  class_name: 'ひまわり組',
  relationship: 'mother',
  face_image_count: 2,
  created_t: 1_700_000_000,
  access: 'owner',
  shared_by: null,
};

const original = { ...errorModalEnvironment };

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(errorModalEnvironment, original);
  vi.unstubAllGlobals();
});

describe('child form rules', () => {
  it('needs a name and a relationship from the spec list; the rest is optional', () => {
    const ok = childFormSchema.safeParse({
      name: ' 花子 ',
      name_kana: '',
      birthday: '',
      class_name: '',
      relationship: 'grandfather',
    });
    expect(ok.success).toBe(true);
    expect(toPayload(ok.data!)).toEqual({
      name: '花子',
      name_kana: null,
      birthday: null,
      class_name: null,
      relationship: 'grandfather',
    });
    const bad = childFormSchema.safeParse({
      name: ' ',
      name_kana: '',
      birthday: '2999-01-01',
      class_name: '',
      relationship: 'cousin',
    });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'validation.nameRequired'],
      ['birthday', 'validation.birthdayFuture'],
      ['relationship', 'validation.relationship'],
    ]);
  });

  it('formats a birthday in the visitor’s language', () => {
    expect(formatBirthday('2019-04-02', 'ja')).toBe('2019年4月2日');
    expect(formatBirthday('2019-04-02', 'en-US')).toBe('April 2, 2019');
    expect(todayIso(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
});

describe('/user', () => {
  it('shows the member’s e-mail and organisations, with links to children and sign-out', async () => {
    fakeApi({
      'GET /api/user/info': () =>
        json(200, {
          id: 1,
          email: 'demo@omoide.test',
          display_name: 'デモ 保護者',
          locale: 'ja',
          organizations: [{ id: 1, name: 'さくら幼稚園' }],
          children_count: 2,
        }),
    });
    renderApp('/user');
    await heading('アカウント');
    expect(await screen.findByText('demo@omoide.test')).toBeTruthy();
    expect(screen.getByText('さくら幼稚園')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /お子さま/ }).getAttribute('href')).toBe('/child');
    expect(screen.getByText('2人登録済み')).toBeTruthy();
    expect(main.getByRole('link', { name: 'ログアウト' }).getAttribute('href')).toBe('/logout');
  });
});

describe('/child', () => {
  it('lists children and adds one', async () => {
    const children: Child[] = [HANAKO];
    const api = fakeApi({
      'GET /api/user/child': () => json(200, { children }),
      'POST /api/user/child': ({ body }) => {
        const created = {
          ...HANAKO,
          id: 8,
          name_kana: null,
          birthday: null,
          class_name: null,
          ...(body as object),
        };
        children.push(created as Child);
        return json(201, created);
      },
    });
    renderApp('/child');
    await heading('お子さま');
    const list = await within(screen.getByRole('main')).findByRole('list');
    expect(
      within(list)
        .getByRole('link', { name: /山田 花子/ })
        .getAttribute('href'),
    ).toBe('/child/detail/7');
    expect(within(list).getByText('母 · ひまわり組')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'お子さまを追加する' }));
    fireEvent.input(screen.getByLabelText('お名前'), { target: { value: '山田 太郎' } });
    const relationship = screen.getByLabelText('お子さまとのご関係') as HTMLSelectElement;
    expect([...relationship.options].map((option) => option.text)).toEqual([
      '選択してください',
      '母',
      '父',
      '祖母',
      '祖父',
      'おじ・おば',
      '本人',
      '学校関係者',
      'その他',
    ]);
    fireEvent.change(relationship, { target: { value: 'father' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByText('山田 太郎さんを登録しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/user/child')).toEqual({ name: '山田 太郎', relationship: 'father' });
    expect(api.authOf('POST /api/user/child')).toBe('Bearer member-token');
    await waitFor(() => expect(screen.getByRole('link', { name: /山田 太郎/ })).toBeTruthy());
  });
});

describe('/child/detail/{id}', () => {
  it('shows, edits and deletes a child after confirmation', async () => {
    let current: Child = HANAKO;
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, current),
      'PATCH /api/user/child/7': ({ body }) => {
        current = { ...current, ...(body as Partial<Child>) };
        return json(200, current);
      },
      'DELETE /api/user/child/7': () => new Response(null, { status: 204 }),
      'GET /api/user/child': () => json(200, { children: [] }),
    });
    const { router } = renderApp('/child/detail/7');
    await heading('山田 花子');
    expect(screen.getByText('2019年4月2日')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '情報を編集' }));
    const kana = screen.getByLabelText(/^ふりがな/) as HTMLInputElement;
    expect(kana.value).toBe('やまだ はなこ');
    fireEvent.input(kana, { target: { value: '' } });
    fireEvent.input(screen.getByLabelText(/^クラス/), { target: { value: 'さくら組' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('変更を保存しました。')).toBeTruthy();
    expect(api.bodyOf('PATCH /api/user/child/7')).toEqual({
      name: '山田 花子',
      name_kana: null,
      birthday: '2019-04-02',
      class_name: 'さくら組',
      relationship: 'mother',
    });
    expect(screen.getByText('さくら組')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'このお子さまを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'このお子さまを削除しますか？' });
    expect(api.calls()).not.toContain('DELETE /api/user/child/7');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child'));
    expect(api.calls()).toContain('DELETE /api/user/child/7');
    expect(await screen.findByText('山田 花子さんを削除しました。')).toBeTruthy();
  });

  it('shows the server message for an unknown child, then goes to the list (spec §8)', async () => {
    errorModalEnvironment.pathname = () => '/child/detail/99';
    fakeApi({
      'GET /api/user/child/99': () =>
        errorJson(404, 'USER-CHILD-404', { ja: 'お子さまが見つかりません。', 'en-US': 'Child not found.' }),
    });
    const { router } = renderApp('/child/detail/99');
    await waitFor(() =>
      expect(getErrorModal()).toMatchObject({
        message: { kind: 'text', text: 'お子さまが見つかりません。', code: 'USER-CHILD-404' },
        followUp: '/child',
      }),
    );
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'お子さまが見つかりません。 (USER-CHILD-404)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'お子さま一覧へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child'));
  });
});
