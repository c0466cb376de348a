import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { faceImageEnvironment, UnreadableImageError } from './prepare-image';
import { BOX, faceImage, faceInfo, HANAKO } from './test-fixtures';

const PREPARED = 'data:image/jpeg;base64,cHJlcGFyZWQtanBlZw==';
const realPrepare = faceImageEnvironment.prepare;

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
  faceImageEnvironment.prepare = vi.fn(async () => ({ dataUrl: PREPARED, width: 1200, height: 1600 }));
});

afterEach(() => {
  act(() => closeErrorModal());
  faceImageEnvironment.prepare = realPrepare;
  vi.unstubAllGlobals();
});

const heading = () =>
  screen.findByRole('heading', { level: 1, name: '山田 花子さんの顔写真' }, { timeout: 3000 });
const photoFile = () => new File(['heic bytes'], 'IMG_0001.HEIC', { type: 'image/heic' });
const choose = (label = '写真を選ぶ') =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [photoFile()] } });
const picker = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByRole('img', { name: '選んだ写真' }).parentElement as HTMLElement;
const outlines = (within: HTMLElement) => [...within.querySelectorAll<HTMLElement>('[data-face-box]')];

const detected = (faces: number, problem: string | null = null, problem_message: string | null = null) =>
  json(200, {
    faces: Array.from({ length: faces }, (_, i) => ({ box: { ...BOX, x: 0.1 + i * 0.4 }, score: 0.98 })),
    problem,
    problem_message,
  });

describe('/child/detail/{id}/photo', () => {
  it('shows the saved face outlined, then outlines the faces found before saving', async () => {
    let info = faceInfo(7, 1);
    let detect = () =>
      detected(2, 'several_faces', '複数の顔が写っています。お子さまひとりの写真を選んでください。');
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, info),
      'POST /api/face/detect': ({ body }) =>
        (body as { face_image_base64: string }).face_image_base64 === PREPARED ? detect() : json(400, {}),
      'POST /api/user/child/7/face_image': () => {
        info = { ...info, face_images: [...info.face_images, faceImage(2)] };
        return json(201, { face_image: faceImage(2), face_image_count: 2 });
      },
      'GET /api/user/child': () => json(200, { children: [HANAKO] }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    expect(screen.getByText('1 / 3枚')).toBeTruthy();
    const saved = screen.getByRole('img', { name: '登録済みの顔写真（1枚目）' }).parentElement as HTMLElement;
    expect(outlines(saved).map((box) => [box.style.left, box.style.width])).toEqual([['30%', '40%']]);
    expect(screen.queryByRole('checkbox')).toBeNull();

    // Several faces: both outlined, the server's reason shown, nothing to save.
    choose();
    expect(
      await screen.findByText('複数の顔が写っています。お子さまひとりの写真を選んでください。'),
    ).toBeTruthy();
    expect(faceImageEnvironment.prepare).toHaveBeenCalledWith(expect.any(File));
    expect(outlines(preview()).map((box) => [box.dataset.faceBox, box.style.left])).toEqual([
      ['problem', '10%'],
      ['problem', '50%'],
    ]);
    expect(screen.queryByRole('button', { name: 'この写真を登録する' })).toBeNull();
    expect(api.calls()).not.toContain('POST /api/user/child/7/face_image');

    // Another photo with one face: outlined, and it can be saved.
    detect = () => detected(1);
    choose('別の写真を選ぶ');
    expect(await screen.findByText(/顔が見つかりました。/)).toBeTruthy();
    expect(outlines(preview()).map((box) => box.dataset.faceBox)).toEqual(['ok']);
    fireEvent.click(screen.getByRole('button', { name: 'この写真を登録する' }));
    expect(await screen.findByText('顔写真を登録しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/user/child/7/face_image')).toEqual({ face_image_base64: PREPARED });
    expect(api.authOf('POST /api/user/child/7/face_image')).toBe('Bearer member-token');
    await waitFor(() => expect(screen.getByText('2 / 3枚')).toBeTruthy());
  });

  it('asks the guardian’s consent before the first photo, and sends it with the save', async () => {
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, faceInfo(7, 0, false)),
      'POST /api/face/detect': () => detected(1),
      'POST /api/user/child/7/face_image': () => json(201, { face_image: faceImage(1), face_image_count: 1 }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    expect(screen.getByText('まだ顔写真が登録されていません。')).toBeTruthy();
    expect(screen.getByText(/山田 花子さんが写っている写真を探すためだけに使います/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'プライバシーポリシーを見る' }).getAttribute('href')).toBe(
      '/privacy#privacy-faces',
    );
    expect(picker('写真を選ぶ').disabled).toBe(true);
    expect(picker('カメラで撮影する').disabled).toBe(true);
    expect(picker('カメラで撮影する').getAttribute('capture')).toBe('user');
    expect(picker('カメラで撮影する').getAttribute('accept')).toBe('image/*');

    fireEvent.click(screen.getByRole('checkbox', { name: '保護者として、上記の内容に同意します' }));
    expect(picker('写真を選ぶ').disabled).toBe(false);
    choose('カメラで撮影する');
    fireEvent.click(await screen.findByRole('button', { name: 'この写真を登録する' }));
    expect(await screen.findByText('顔写真を登録しました。')).toBeTruthy();
    expect(api.bodyOf('POST /api/face/detect')).toEqual({ face_image_base64: PREPARED });
    expect(api.bodyOf('POST /api/user/child/7/face_image')).toEqual({
      face_image_base64: PREPARED,
      guardian_consent: true,
    });
  });

  it('shows the server’s reason when saving is refused, and a file the browser cannot read', async () => {
    fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, faceInfo(7, 1)),
      'POST /api/face/detect': () => detected(1),
      'POST /api/user/child/7/face_image': () =>
        errorJson(400, 'FACE-TOO-BLURRY', { ja: '写真がぼやけています。', 'en-US': 'The photo is blurry.' }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    choose();
    fireEvent.click(await screen.findByRole('button', { name: 'この写真を登録する' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('写真がぼやけています。');
    expect(alert.textContent).toContain('(FACE-TOO-BLURRY)');
    expect(getErrorModal()).toBeNull();

    vi.mocked(faceImageEnvironment.prepare).mockRejectedValueOnce(new UnreadableImageError('no decoder'));
    fireEvent.click(screen.getByRole('button', { name: 'やめる' }));
    choose();
    expect(
      await screen.findByText(
        'この写真を読み込めませんでした。JPEG・PNG形式の写真を選ぶか、カメラで撮影してください。',
      ),
    ).toBeTruthy();
  });

  it('looks at several chosen photos at once and saves those with one clear face', async () => {
    let info = faceInfo(7, 0, false);
    const urlOf = (name: string) => `data:image/jpeg;base64,${btoa(name)}`;
    vi.mocked(faceImageEnvironment.prepare).mockImplementation(async (file) => ({
      dataUrl: urlOf((file as File).name),
      width: 1200,
      height: 1600,
    }));
    let looking = 0;
    let mostAtOnce = 0;
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, info),
      'POST /api/face/detect': async ({ body }) => {
        looking += 1;
        mostAtOnce = Math.max(mostAtOnce, looking);
        await new Promise((resolve) => setTimeout(resolve, 20));
        looking -= 1;
        return (body as { face_image_base64: string }).face_image_base64 === urlOf('group.jpg')
          ? detected(2, 'several_faces', '複数の顔が写っています。')
          : detected(1);
      },
      'POST /api/user/child/7/face_image': () => {
        const added = faceImage(info.face_images.length + 1);
        info = { ...info, face_consent_t: 1, face_images: [...info.face_images, added] };
        return json(201, { face_image: added, face_image_count: info.face_images.length });
      },
      'GET /api/user/child': () => json(200, { children: [HANAKO] }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    fireEvent.click(screen.getByRole('checkbox', { name: '保護者として、上記の内容に同意します' }));
    expect(picker('写真を選ぶ').multiple).toBe(true);
    expect(picker('カメラで撮影する').multiple).toBe(false);
    const files = ['a.jpg', 'group.jpg', 'b.jpg', 'c.jpg'].map(
      (name) => new File(['x'], name, { type: 'image/jpeg' }),
    );
    fireEvent.change(picker('写真を選ぶ'), { target: { files } });

    // Three places: the first three are looked at, all at once; the fourth is said to be left out.
    expect(await screen.findByRole('button', { name: '2枚の写真を登録する' })).toBeTruthy();
    expect(screen.getByText('あと3枚まで登録できるため、最初の3枚を確認しています。')).toBeTruthy();
    expect(mostAtOnce).toBe(3);
    expect(screen.getByRole('img', { name: '選んだ写真（2枚目）' })).toBeTruthy();
    expect(screen.getByText('複数の顔が写っています。')).toBeTruthy();
    expect(screen.getAllByText('顔が見つかりました')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '2枚の写真を登録する' }));
    expect(await screen.findByText('顔写真を登録しました。')).toBeTruthy();
    // The usable two, in the chosen order, the first with the guardian's consent.
    expect(api.bodyOf('POST /api/user/child/7/face_image', 0)).toEqual({
      face_image_base64: urlOf('a.jpg'),
      guardian_consent: true,
    });
    expect(api.bodyOf('POST /api/user/child/7/face_image', 1)).toEqual({ face_image_base64: urlOf('b.jpg') });
    expect(api.calls().filter((call) => call === 'POST /api/user/child/7/face_image')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('2 / 3枚')).toBeTruthy());
    // One place left: one photo at a time again.
    expect(picker('写真を選ぶ').multiple).toBe(false);
  });

  it('stops adding at three images', async () => {
    fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, faceInfo(7, 3)),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    expect(screen.getByText('3 / 3枚')).toBeTruthy();
    expect(
      screen.getByText(
        '顔写真は3枚まで登録できます。新しい写真を追加するには、登録済みの写真を削除してください。',
      ),
    ).toBeTruthy();
    expect(picker('写真を選ぶ').disabled).toBe(true);
    expect(picker('カメラで撮影する').disabled).toBe(true);
  });

  it('deletes an image after confirmation', async () => {
    let info = faceInfo(7, 3);
    const api = fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () => json(200, info),
      'DELETE /api/user/child/7/face_image/2': () => {
        info = { ...info, face_images: info.face_images.filter((image) => image.child_face_id !== 2) };
        return new Response(null, { status: 204 });
      },
      'GET /api/user/child': () => json(200, { children: [HANAKO] }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: '2枚目の顔写真を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'この顔写真を削除しますか？' });
    expect(api.calls()).not.toContain('DELETE /api/user/child/7/face_image/2');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('顔写真を削除しました。')).toBeTruthy();
    expect(api.calls()).toContain('DELETE /api/user/child/7/face_image/2');
    expect(screen.getByText('2 / 3枚')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Below the limit again: adding is open.
    expect(picker('写真を選ぶ').disabled).toBe(false);
  });

  it('says when a brother or sister looks too alike, and asks for more images', async () => {
    fakeApi({
      'GET /api/user/child/7': () => json(200, HANAKO),
      'GET /api/user/child/7/face_image': () =>
        json(200, { ...faceInfo(7, 1), lookalike_children: [{ child_id: 8, name: '山田 太郎' }] }),
    });
    renderApp('/child/detail/7/photo');
    await heading();
    expect(screen.getByRole('alert').textContent).toContain(
      '山田 太郎さんと山田 花子さんは、顔検索では見分けにくいほどよく似ています。',
    );
  });

  it('is linked from the child’s page with the image count', async () => {
    fakeApi({ 'GET /api/user/child/7': () => json(200, HANAKO) });
    renderApp('/child/detail/7');
    const link = await screen.findByRole('link', { name: '顔写真を管理（2枚登録済み）' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/child/detail/7/photo');
  });
});
