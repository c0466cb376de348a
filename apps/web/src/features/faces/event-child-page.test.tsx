import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, type FakeRoute, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';
import { FAMILY, found, matchAnswer } from './test-fixtures';

const realNow = clock.now;

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});

afterEach(() => {
  act(() => closeErrorModal());
  clock.now = realNow;
  vi.unstubAllGlobals();
});

const matchApi = (match: FakeRoute, extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/event/info/1': () => json(200, EVENT_INFO),
    'GET /api/user/child': () => json(200, { children: FAMILY }),
    'POST /api/face/match': match,
    ...extra,
  });

const heading = () => screen.findByRole('heading', { level: 1, name: '2026 秋の運動会' }, { timeout: 3000 });
const pageHeader = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
const photoLinks = () =>
  screen.queryAllByRole('link', { name: /^写真（/ }).map((link) => link.getAttribute('href'));

describe('/events/detail/{eventId}/child', () => {
  it('looks for every child with face images and groups the photos by category', async () => {
    const api = matchApi(() =>
      json(200, matchAnswer([found(11, 6), found(12, 3, [7, 8]), found(13, 2, [8]), found(14, 3)], 4)),
    );
    renderApp('/events/detail/1/child');
    await heading();
    expect(
      await screen.findByText('まだ4枚の写真を確認しています。見つかった写真は順次追加されます。'),
    ).toBeTruthy();
    expect(api.bodyOf('POST /api/face/match')).toEqual({ event_id: 1, target_children: [7, 8] });
    expect(api.authOf('POST /api/face/match')).toBe('Bearer member-token');

    // Several children: the header carries the title only (spec §9 offset 26).
    expect(pageHeader().dataset.bgOffset).toBe('26');
    expect(pageHeader().style.backgroundPosition).toMatch(/ 26px$/);
    expect(within(pageHeader()).queryByText(/さんの写真/)).toBeNull();

    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['かけっこ3枚', 'ダンス1枚']);
    const running = screen.getByRole('region', { name: /かけっこ/ });
    expect(
      within(running)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['年少', '年中']);
    expect(photoLinks()).toEqual([
      '/events/detail/1/2/13',
      '/events/detail/1/3/12',
      '/events/detail/1/3/14',
      '/events/detail/1/6/11',
    ]);
    // A photo with both children offers the verdicts for each of them.
    const both = screen.getAllByRole('listitem').find((item) => item.querySelector('a[href$="/3/12"]'));
    expect(
      within(both as HTMLElement)
        .getAllByRole('group')
        .map((group) => group.textContent?.split('わが子')[0]),
    ).toEqual(['花山田 花子', '太山田 太郎']);
    // Children without face images get a way to add them.
    expect(screen.getByRole('link', { name: '山田 次郎さんの顔写真を登録する' }).getAttribute('href')).toBe(
      '/child/detail/9/photo',
    );
  });

  it('keeps the choice in the URL and shows the one child’s name in the header', async () => {
    const api = matchApi(() => json(200, matchAnswer([found(11, 2)])));
    const { router } = renderApp('/events/detail/1/child?children=7');
    await heading();
    await screen.findByRole('link', { name: '写真（1枚中1枚目）' });
    expect(api.bodyOf('POST /api/face/match')).toEqual({ event_id: 1, target_children: [7] });
    expect(within(pageHeader()).getByText('山田 花子さんの写真')).toBeTruthy();
    expect(pageHeader().dataset.bgOffset).toBe('130');
    expect(pageHeader().style.backgroundPosition).toMatch(/ 130px$/);

    const taro = screen.getByRole('button', { name: '山田 太郎' });
    expect(taro.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(taro);
    await waitFor(() => expect(router.state.location.search).toBe('?children=7%2C8'));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/face/match', 1)).toEqual({ event_id: 1, target_children: [7, 8] }),
    );
    expect(pageHeader().dataset.bgOffset).toBe('26');

    fireEvent.change(screen.getByLabelText('カテゴリ'), { target: { value: '5' } });
    await waitFor(() => expect(router.state.location.search).toBe('?children=7%2C8&category=5'));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/face/match', 2)).toEqual({
        event_id: 1,
        target_children: [7, 8],
        filter_category_id: 5,
      }),
    );
  });

  it('asks "Is this …?" for an uncertain face, and names the child once confirmed', async () => {
    const uncertain = found(11, 2);
    uncertain.matches[0]!.question = true;
    matchApi(() => json(200, matchAnswer([uncertain])), {
      'POST /api/face/feedback': () => new Response(null, { status: 204 }),
    });
    renderApp('/events/detail/1/child?children=7');
    await heading();
    const row = await screen.findByRole('group', { name: '山田 花子さんですか？' });
    fireEvent.click(within(row).getByRole('button', { name: 'わが子です' }));
    expect(await screen.findByRole('group', { name: '山田 花子' })).toBeTruthy();
  });

  it('takes a photo away on "not my child" and brings it back on undo', async () => {
    const api = matchApi(() => json(200, matchAnswer([found(11, 2), found(12, 2)])), {
      'POST /api/face/feedback': () => new Response(null, { status: 204 }),
    });
    renderApp('/events/detail/1/child?children=7');
    await heading();
    await screen.findByText('2枚の写真が見つかりました。');
    const tileOf = (id: number) =>
      screen.getAllByRole('listitem').find((item) => item.querySelector(`a[href$="/${id}"]`)) as HTMLElement;

    fireEvent.click(within(tileOf(11)).getByRole('button', { name: 'わが子です' }));
    await waitFor(() =>
      expect(
        within(tileOf(11)).getByRole('button', { name: 'わが子です' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(api.bodyOf('POST /api/face/feedback')).toEqual({
      child_id: 7,
      image_item_id: 11,
      verdict: 'confirmed',
    });

    fireEvent.click(within(tileOf(12)).getByRole('button', { name: '違います' }));
    await waitFor(() => expect(photoLinks()).toEqual(['/events/detail/1/2/11']));
    expect(api.bodyOf('POST /api/face/feedback', 1)).toEqual({
      child_id: 7,
      image_item_id: 12,
      verdict: 'rejected',
    });
    expect(await screen.findByText('山田 花子さんの写真から外しました。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    await waitFor(() => expect(photoLinks()).toEqual(['/events/detail/1/2/11', '/events/detail/1/2/12']));
    expect(api.bodyOf('POST /api/face/feedback', 2)).toEqual({
      child_id: 7,
      image_item_id: 12,
      verdict: null,
    });
    expect(screen.queryByText('山田 花子さんの写真から外しました。')).toBeNull();
  });

  it('puts a refused verdict back and explains in the modal', async () => {
    matchApi(() => json(200, matchAnswer([found(11, 2)])), {
      'POST /api/face/feedback': () => errorJson(500, 'SERVER-500', {}),
    });
    renderApp('/events/detail/1/child?children=7');
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: '違います' }));
    await waitFor(() => expect(getErrorModal()).not.toBeNull());
    expect(photoLinks()).toEqual(['/events/detail/1/2/11']);
  });

  it('says when a chosen child has no face images, with the way to add them', async () => {
    matchApi(() =>
      errorJson(400, 'FACE-CHILD-NO-IMAGES', {
        ja: '顔写真が登録されていないお子さまが含まれています。',
        'en-US': 'A chosen child has no face images.',
      }),
    );
    renderApp('/events/detail/1/child?children=9');
    await heading();
    expect(await screen.findByText('顔写真が登録されていないお子さまが含まれています。')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '山田 次郎さんの顔写真を登録する' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/child/detail/9/photo');
    expect(getErrorModal()).toBeNull();
  });

  it('asks for face images when no child has any', async () => {
    const api = matchApi(() => json(200, matchAnswer([])), {
      'GET /api/user/child': () => json(200, { children: [FAMILY[2]] }),
    });
    renderApp('/events/detail/1/child');
    await heading();
    expect(screen.getByText(/顔写真が登録されているお子さまがいません。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お子さまの顔写真を登録する' }).getAttribute('href')).toBe(
      '/child',
    );
    expect(api.calls()).not.toContain('POST /api/face/match');
  });

  it('shows the organisation’s consent text for the event', async () => {
    const withConsent = {
      info: {
        ...EVENT_INFO.info,
        event: { ...EVENT_INFO.info.event, face_consent_text: '園の同意文です。' },
      },
    };
    matchApi(() => json(200, matchAnswer([])), { 'GET /api/event/info/1': () => json(200, withConsent) });
    renderApp('/events/detail/1/child');
    await heading();
    expect(screen.getByRole('region', { name: 'このイベントの顔検索について' }).textContent).toBe(
      '園の同意文です。',
    );
  });

  it('offers no face search where the event turned it off', async () => {
    const off = {
      info: { ...EVENT_INFO.info, event: { ...EVENT_INFO.info.event, face_search_enabled: false } },
    };
    const api = matchApi(() => json(200, matchAnswer([])), { 'GET /api/event/info/1': () => json(200, off) });
    renderApp('/events/detail/1/child');
    await heading();
    expect(
      screen.getByText('このイベントでは顔検索は利用できません。すべての写真からお探しください。'),
    ).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/face/match');
  });

  it('is reached from the event page, by members only', async () => {
    fakeApi({ 'GET /api/event/info/1': () => json(200, EVENT_INFO) });
    renderApp('/events/detail/1');
    await heading();
    expect(screen.getByRole('link', { name: 'お子さまが写っている写真を探す' }).getAttribute('href')).toBe(
      '/events/detail/1/child',
    );
  });
});
