import type { StudioEventPhotos, StudioPhotoItem } from '@omoide/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, type FakeRoute, fakeApi, json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderStudio } from '../../test/render-studio';
import { XhrOverFetch } from '../../test/xhr-over-fetch';

const me = (role: 'owner' | 'staff' | 'support') => ({
  id: 1,
  email: 'kana@studio.jp',
  name: 'Kana',
  memberships: [{ organization_id: 7, organization_name: 'さくら幼稚園', role }],
});

const item = (id: number, extra: Partial<StudioPhotoItem> = {}): StudioPhotoItem => ({
  id,
  category_id: 51,
  file_name: `IMG_${id}.JPG`,
  media_type: 'photo',
  status: 'ready',
  failure_reason: null,
  sort_order: id,
  thumbnail_url: `/media/key-${id}/thumb.jpg`,
  faces: { status: 'indexed', count: 2 },
  ordered: false,
  ...extra,
});

const eventPhotos = (items: StudioPhotoItem[]): StudioEventPhotos => ({
  event: { event_id: 31, name: '運動会 2026', cover_image_item_id: null },
  categories: [
    { category_id: 51, name: 'ひまわり組', parent_name: 'かけっこ' },
    { category_id: 52, name: 'さくら組', parent_name: 'かけっこ' },
  ],
  items,
  max_chunk_bytes: 8 * 1024 * 1024,
});

const faceReport = { total: 3, indexed: 2, pending: 0, failed: 0, faces: 5, failures: [] };

function photosApi(
  role: 'owner' | 'staff' | 'support',
  items: StudioPhotoItem[],
  extra: Record<string, FakeRoute> = {},
) {
  vi.stubGlobal('XMLHttpRequest', XhrOverFetch);
  return fakeApi({
    'GET /api/studio/me': () => json(200, me(role)),
    'GET /api/studio/events/31/photos': () => json(200, eventPhotos(items)),
    'GET /api/admin/events/31/faces': () => json(200, faceReport),
    ...extra,
  });
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('studioJwt', JSON.stringify({ token: 'op-token', expires_t: 4_102_444_800 }));
  await act(() => initI18n('ja'));
});
afterEach(() => vi.unstubAllGlobals());

const heading = () =>
  screen.findByRole('heading', { level: 1, name: '写真・動画：運動会 2026' }, { timeout: 5000 });

describe('event photos page', { timeout: 20_000 }, () => {
  it('shows each item’s processing state, the face search and a way back to the event', async () => {
    const { calls } = photosApi('staff', [
      item(1),
      item(2, { status: 'pending', thumbnail_url: null, faces: null }),
      item(3, {
        status: 'failed',
        failure_reason: '画像ファイルが壊れているため処理できませんでした。',
        thumbnail_url: null,
        faces: null,
      }),
      item(4, { category_id: 52, ordered: true }),
    ]);
    renderStudio('/studio/events/31/photos');
    await heading();
    expect(screen.getByRole('link', { name: '← イベントに戻る' }).getAttribute('href')).toBe(
      '/studio/events/31',
    );
    const ready = screen.getByRole('listitem', { name: 'IMG_1.JPG' });
    expect(within(ready).getByText('公開準備完了')).toBeTruthy();
    expect(within(ready).getByText('顔 2 件')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'IMG_2.JPG' })).getByText('処理待ち')).toBeTruthy();
    const failed = screen.getByRole('listitem', { name: 'IMG_3.JPG' });
    expect(within(failed).getByText('画像ファイルが壊れているため処理できませんでした。')).toBeTruthy();
    // An ordered photo cannot be deleted.
    const ordered = screen.getByRole('listitem', { name: 'IMG_4.JPG' });
    expect(within(ordered).getByRole('button', { name: 'IMG_4.JPG を削除' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(await screen.findByText('3 枚中 2 枚を解析済み（見つかった顔 5 件）。')).toBeTruthy();
    expect(calls()).toContain('GET /api/studio/events/31/photos');
  });

  it('uploads picked files into the chosen sub-category; a refused one shows the server’s reason', async () => {
    const sizes = new Map<string, number>();
    const api = photosApi('staff', [], {
      'POST /api/admin/uploads': ({ body }) => {
        const { file_name, size } = body as { file_name: string; size: number };
        sizes.set(file_name, size);
        return json(201, { upload_id: file_name, offset: 0, size, photo_id: null });
      },
      'PATCH /api/admin/uploads/good.jpg': () =>
        json(200, {
          upload_id: 'good.jpg',
          offset: sizes.get('good.jpg'),
          size: sizes.get('good.jpg'),
          photo_id: 9,
        }),
      'PATCH /api/admin/uploads/clip.mov': () =>
        json(200, {
          upload_id: 'clip.mov',
          offset: sizes.get('clip.mov'),
          size: sizes.get('clip.mov'),
          photo_id: 10,
        }),
      'PATCH /api/admin/uploads/broken.jpg': () =>
        errorJson(400, 'PHOTO-TRUNCATED', {
          ja: '画像ファイルが途中で切れています。もう一度アップロードしてください。',
          'en-US': 'The image file is incomplete.',
        }),
    });
    renderStudio('/studio/events/31/photos');
    await heading();
    // A whole folder can be picked too (its files keep their paths).
    expect(
      screen.getByLabelText('フォルダを選ぶ', { selector: 'input' }).hasAttribute('webkitdirectory'),
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('アップロード先のサブカテゴリ'), { target: { value: '52' } });
    const files = ['good.jpg', 'broken.jpg', 'clip.mov'].map(
      (name) => new File([new Uint8Array(20).fill(1)], name, { type: 'image/jpeg' }),
    );
    fireEvent.change(screen.getByLabelText('ファイルを選ぶ', { selector: 'input' }), { target: { files } });

    expect(
      await screen.findByText('3 件中 2 件アップロード済み', { exact: false }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('画像ファイルが途中で切れています。もう一度アップロードしてください。'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '全体の進捗 100%' })).toBeTruthy();
    expect(api.bodyOf('POST /api/admin/uploads')).toEqual({
      category_id: 52,
      event_id: 31,
      file_name: 'good.jpg',
      size: 20,
    });
    expect(api.authOf('PATCH /api/admin/uploads/good.jpg')).toBe('Bearer op-token');
    // Finished files make the list ask again, so they appear as processing.
    await waitFor(() =>
      expect(
        api.calls().filter((call) => call === 'GET /api/studio/events/31/photos').length,
      ).toBeGreaterThan(1),
    );
  });

  it('retries, moves, reorders, sets the cover and deletes, each through its route', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const api = photosApi(
      'owner',
      [item(1), item(2), item(3, { status: 'failed', failure_reason: 'x', thumbnail_url: null })],
      {
        'POST /api/studio/photos/3/retry': () => json(200, item(3, { status: 'pending' })),
        'PATCH /api/studio/photos/1': () => json(200, item(1)),
        'PATCH /api/studio/photos/2': () => json(200, item(2)),
        'POST /api/studio/events/31/cover': () => json(200, { cover_image_item_id: 2 }),
        'DELETE /api/studio/photos/1': () => new Response(null, { status: 204 }),
      },
    );
    renderStudio('/studio/events/31/photos');
    await heading();
    const row = (name: string) => screen.getByRole('listitem', { name });

    fireEvent.click(within(row('IMG_3.JPG')).getByRole('button', { name: '再処理' }));
    expect(await screen.findByText('IMG_3.JPG を再処理に回しました。')).toBeTruthy();

    fireEvent.click(within(row('IMG_2.JPG')).getByRole('button', { name: 'IMG_2.JPG を前へ' }));
    await screen.findByText('IMG_2.JPG の順番を変えました。');
    expect(api.bodyOf('PATCH /api/studio/photos/2')).toEqual({ sort_order: 0 });

    fireEvent.change(within(row('IMG_1.JPG')).getByLabelText('IMG_1.JPG の移動先'), {
      target: { value: '52' },
    });
    fireEvent.click(within(row('IMG_1.JPG')).getByRole('button', { name: '移動' }));
    await screen.findByText('IMG_1.JPG を移動しました。');
    expect(api.bodyOf('PATCH /api/studio/photos/1')).toEqual({ category_id: 52 });

    fireEvent.click(within(row('IMG_2.JPG')).getByRole('button', { name: 'カバーにする' }));
    await screen.findByText('IMG_2.JPG をカバーにしました。');
    expect(api.bodyOf('POST /api/studio/events/31/cover')).toEqual({ image_item_id: 2 });

    fireEvent.click(within(row('IMG_1.JPG')).getByRole('button', { name: 'IMG_1.JPG を削除' }));
    await screen.findByText('IMG_1.JPG を削除しました。');
    expect(confirm).toHaveBeenCalledWith('IMG_1.JPG を削除しますか？元に戻せません。');
    expect(api.calls()).toContain('DELETE /api/studio/photos/1');
  });

  it('shows the server’s refusal of an action', async () => {
    vi.stubGlobal('confirm', () => true);
    photosApi('staff', [item(1)], {
      'DELETE /api/studio/photos/1': () =>
        errorJson(409, 'STUDIO-PHOTO-ORDERED', { ja: 'この写真はすでに注文されているため削除できません。' }),
    });
    renderStudio('/studio/events/31/photos');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'IMG_1.JPG を削除' }));
    expect(await screen.findByText('この写真はすでに注文されているため削除できません。')).toBeTruthy();
  });

  it('speaks English with plurals', async () => {
    await act(() => initI18n('en-US'));
    photosApi('owner', [item(1, { faces: { status: 'indexed', count: 1 } })]);
    renderStudio('/studio/events/31/photos');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Photos and movies: 運動会 2026' },
      { timeout: 5000 },
    );
    expect(screen.getByText('1 face')).toBeTruthy();
    expect(screen.getByText('(1 item)')).toBeTruthy();
    expect(await screen.findByText('2 of 3 photos analysed (5 faces found).')).toBeTruthy();
  });

  it('is not open to support', async () => {
    const api = photosApi('support', []);
    const router = renderStudio('/studio/events/31/photos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'), { timeout: 5000 });
    expect(api.calls()).not.toContain('GET /api/studio/events/31/photos');
  });
});
