import type { ImageItem } from '@omoide/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, imageItem, NOW, photoDetail, photoPage, range } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';
import { formatDuration } from './movie-format';

const realNow = clock.now;
beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clock.now = realNow;
});

const MOVIE: Partial<ImageItem> = {
  media_type: 'movie',
  duration_ms: 10_400,
  width: 1280,
  height: 720,
  preview_clip_url: '/media/9/clip.mp4',
};
/** The event sells the movie download beside the photo sizes. */
const INFO = {
  info: {
    ...EVENT_INFO.info,
    prices: [...EVENT_INFO.info.prices, { price_type_id: 1, size_id: 21, unit_price: 1100 }],
  },
};

describe('movie length', () => {
  it('reads as players show it', () => {
    expect(formatDuration(10_400)).toBe('0:10');
    expect(formatDuration(125_000)).toBe('2:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('0:00');
  });
});

describe('movies on the event page and the item page (issue: delivery, movies)', () => {
  it('marks a movie tile with a play badge and its length', async () => {
    signInMemberForTest();
    const [races, ...others] = INFO.info.categories;
    const young = { ...races!.sub_categories[0]!, photo_count: 9, movie_count: 1 };
    const info = {
      info: {
        ...INFO.info,
        categories: [{ ...races!, sub_categories: [young, ...races!.sub_categories.slice(1)] }, ...others],
      },
    };
    const page = photoPage(range(1, 8), null, 9);
    page.data.push({ image_item: imageItem(9, MOVIE) });
    fakeApi({
      'GET /api/event/info/1': () => json(200, info),
      'GET /api/event/photo_list/category/2': () => json(200, page),
      'GET /api/event/photo_list/category/3': () => json(200, photoPage([], null, 0)),
      'GET /api/event/photo_list/category/6': () => json(200, photoPage([], null, 0)),
    });
    renderApp('/events/detail/1');
    await screen.findByRole('heading', { level: 1, name: '2026 秋の運動会' }, { timeout: 3000 });
    act(() => screen.getByRole('button', { name: /かけっこ/ }).click());
    const grid = await within(screen.getByRole('region', { name: /年少/ })).findByRole('list', {
      name: /年少/,
    });
    const movie = await within(grid).findByRole('link', { name: /動画（9点中9点目）/ });
    expect(within(movie).getByRole('img', { name: '長さ 0:10' }).textContent).toBe('0:10');
    const photo = within(grid).getByRole('link', { name: '写真（9枚中1枚目）' });
    expect(within(photo).queryByRole('img', { name: /長さ/ })).toBeNull();
  });

  it('plays the watermarked clip with the poster, and offers the movie download only', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/event/info/1': () => json(200, INFO),
      'GET /api/event/photo/9': () => json(200, { ...photoDetail(9, 9), image_item: imageItem(9, MOVIE) }),
      'GET /api/event/photo/8': () => json(200, photoDetail(8, 9)),
    });
    renderApp('/events/detail/1/2/9');
    const player = await screen.findByLabelText('動画のプレビュー（9 / 9）', {}, { timeout: 3000 });
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/media/9/clip.mp4');
    expect(player.getAttribute('poster')).toBe('/media/9/preview.jpg');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByText(/プレビューは最初の15秒/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /写真（/ })).toBeNull();
    const panel = screen.getByRole('region', { name: 'サイズ・枚数を選ぶ' });
    expect(within(panel).getByText('動画ダウンロード')).toBeTruthy();
    expect(within(panel).queryByText('ダウンロード')).toBeNull();
    expect(within(panel).queryByText('L判')).toBeNull();
    expect(within(panel).getAllByRole('button', { name: '選択する' })).toHaveLength(1);
    expect(within(panel).queryByText('プリント')).toBeNull();
  });

  it('does not offer the movie size for a photo', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/event/info/1': () => json(200, INFO),
      'GET /api/event/photo/1': () => json(200, photoDetail(1)),
      'GET /api/event/photo/2': () => json(200, photoDetail(2)),
    });
    renderApp('/events/detail/1/2/1');
    const panel = await screen.findByRole('region', { name: 'サイズ・枚数を選ぶ' }, { timeout: 3000 });
    expect(within(panel).getByText('ダウンロード')).toBeTruthy();
    expect(within(panel).queryByText('動画ダウンロード')).toBeNull();
  });
});
