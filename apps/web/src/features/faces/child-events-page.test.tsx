import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';
import { child, FAMILY, HANAKO, JIRO, TARO } from './test-fixtures';

const realNow = clock.now;

beforeEach(async () => {
  signInMemberForTest();
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});

afterEach(() => {
  act(() => closeErrorModal());
  clock.now = realNow;
  vi.unstubAllGlobals();
});

const EVENT = EVENT_INFO.info.event;
const SEVEN = [
  HANAKO,
  TARO,
  child(10, 'Nguyễn An', 1),
  child(11, '陳小明', 1),
  child(12, 'Emma Smith', 1),
  child(13, '山田 さくら', 1),
  child(14, '山田 ゆい', 1),
];

describe('/events/child', () => {
  it('lists the events where children were found, five avatars then +N', async () => {
    fakeApi({
      'GET /api/user/child': () => json(200, { children: SEVEN }),
      'GET /api/event/list/children': () =>
        json(200, {
          events: [
            {
              event: EVENT,
              photo_count: 15,
              children: SEVEN.map((c, i) => ({ child_id: c.id, photo_count: i + 1 })),
            },
            {
              event: { ...EVENT, id: 2, name: '2027 卒園式' },
              photo_count: 3,
              children: [{ child_id: 8, photo_count: 3 }],
            },
          ],
        }),
    });
    renderApp('/events/child');
    await screen.findByRole('heading', { level: 1, name: 'お子さまから探す' }, { timeout: 3000 });
    const links = await screen.findAllByRole('link', { name: /2026 秋の運動会|2027 卒園式/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/events/detail/1/child',
      '/events/detail/2/child',
    ]);

    const first = within(links[0] as HTMLElement);
    expect(first.getByText('写真15枚')).toBeTruthy();
    expect(first.getByText('2026年10月10日')).toBeTruthy();
    const avatars = first.getByRole('list', { name: '写っているお子さま' });
    const items = within(avatars).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.slice(0, 5).map((item) => item.textContent)).toEqual([
      '花山田 花子さん（1枚）',
      '太山田 太郎さん（2枚）',
      'ANguyễn Anさん（3枚）',
      '陳陳小明さん（4枚）',
      'SEmma Smithさん（5枚）',
    ]);
    expect(items[5]?.textContent).toBe('+2ほか2人');

    const second = within(links[1] as HTMLElement);
    expect(within(second.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('explains when nothing was found yet', async () => {
    fakeApi({
      'GET /api/user/child': () => json(200, { children: FAMILY }),
      'GET /api/event/list/children': () => json(200, { events: [] }),
    });
    renderApp('/events/child');
    expect(
      await screen.findByText(/まだお子さまが写っている写真は見つかっていません。/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お子さまの顔写真を登録する' }).getAttribute('href')).toBe(
      '/child',
    );
  });

  it('asks for face images first when no child has any', async () => {
    fakeApi({
      'GET /api/user/child': () => json(200, { children: [JIRO] }),
      'GET /api/event/list/children': () => json(200, { events: [] }),
    });
    renderApp('/events/child');
    await screen.findByRole('heading', { level: 1, name: '顔写真を登録してください' }, { timeout: 3000 });
    expect(screen.getByText(/お子さまの顔写真を登録すると/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お子さまの顔写真を登録する' }).getAttribute('href')).toBe(
      '/child',
    );
  });

  it('is the home’s "find by child" entry', async () => {
    fakeApi({ 'GET /api/event/list_by_organization': () => json(200, { events: [] }) });
    renderApp('/');
    const entries = await screen.findByRole('region', { name: '写真を探す' }, { timeout: 3000 });
    expect(
      within(entries)
        .getByRole('link', { name: /お子さまから探す/ })
        .getAttribute('href'),
    ).toBe('/events/child');
  });
});
