import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_LOCAL_PREFIX } from '@/shared/auth/session-reset';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/safe-storage';
import { clock } from '@/shared/time/clock';
import { renderApp } from '@/test/render-app';
import { byteResponse, DAY, NOW, orderDownloads, ZIP_URL } from './test-fixtures';

const realNow = clock.now;
const heading = () =>
  screen.findByRole('heading', { level: 1, name: '写真のダウンロード' }, { timeout: 3000 });

/** Pretends to be a phone (coarse pointer) or a desktop for `matchMedia`. */
function stubPhone(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
  stubPhone(false);
  URL.createObjectURL = vi.fn(() => 'blob:zip');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  clock.now = realNow;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

describe('/history/{orderId}/download', () => {
  it('shows the order’s zip with its name, size and count, and downloads it with progress', async () => {
    signInMemberForTest('member-token');
    const api = fakeApi({
      'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads()),
      'GET /api/mypage/order/zip_dl_url/42/1': () => json(200, ZIP_URL),
      'GET /api/download/zip/42/1': () =>
        byteResponse([new Uint8Array(6_000_000), new Uint8Array(6_400_000)]),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/history/42/download');
    await heading();
    expect(await screen.findByRole('heading', { name: '2026 秋の運動会' })).toBeTruthy();
    expect(screen.getByText('omoide-OM7K2QX9.zip')).toBeTruthy();
    expect(screen.getByText('2点・12 MB')).toBeTruthy();
    expect(screen.getByText('2026年12月20日までダウンロードできます。')).toBeTruthy();
    expect(api.authOf('GET /api/mypage/order/downloads/42')).toBe('Bearer member-token');

    fireEvent.click(screen.getByRole('button', { name: /ZIPでダウンロード/ }));
    expect(await screen.findByText('ダウンロードが完了しました。')).toBeTruthy();
    // Fetched into memory (no file picker here) and saved under the zip's name.
    expect(api.calls()).toContain('GET /api/download/zip/42/1');
    expect(api.authOf('GET /api/download/zip/42/1')).toBeNull();
    expect(clicked).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('omoide-OM7K2QX9.zip');
    clicked.mockRestore();
  });

  it('streams into the picked file where the browser has a save picker, with a cancel', async () => {
    signInMemberForTest();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const written: number[] = [];
    const writable = {
      write: vi.fn(async (chunk: Uint8Array) => {
        written.push(chunk.byteLength);
        if (written.length > 1) await gate;
      }),
      close: vi.fn(async () => {}),
      abort: vi.fn(async () => {}),
    };
    const picker = vi.fn(async () => ({ createWritable: async () => writable }));
    Object.assign(window, { showSaveFilePicker: picker });
    fakeApi({
      'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads()),
      'GET /api/mypage/order/zip_dl_url/42/1': () => json(200, ZIP_URL),
      'GET /api/download/zip/42/1': () =>
        byteResponse([new Uint8Array(3_100_000), new Uint8Array(9_300_000)], 12_400_000),
    });
    renderApp('/history/42/download');
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: /ZIPでダウンロード/ }));
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'omoide-OM7K2QX9.zip' }));
    // The first chunk is written, the second one's write waits: 3.1 MB of 12 MB, 25 %.
    expect(await screen.findByText('3.1 MB / 12 MB（25%）')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'ダウンロードの進み具合' });
    expect(bar.getAttribute('value')).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: '中止する' }));
    release();
    expect(await screen.findByRole('button', { name: /ZIPでダウンロード/ })).toBeTruthy();
    expect(writable.abort).toHaveBeenCalled();
    expect(writable.close).not.toHaveBeenCalled();
    expect(written).toEqual([3_100_000, 9_300_000]);
  });

  it('fetches a fresh signed URL once when the server refuses the old one', async () => {
    signInMemberForTest();
    let zipCalls = 0;
    const api = fakeApi({
      'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads()),
      'GET /api/mypage/order/zip_dl_url/42/1': () => json(200, ZIP_URL),
      'GET /api/download/zip/42/1': () =>
        ++zipCalls === 1
          ? json(403, { display_message: 'expired', display_message_lang: {}, display_code: 'DL-403' })
          : byteResponse([new Uint8Array(12_400_000)]),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/history/42/download');
    fireEvent.click(await screen.findByRole('button', { name: /ZIPでダウンロード/ }));
    expect(await screen.findByText('ダウンロードが完了しました。')).toBeTruthy();
    expect(api.calls().filter((call) => call.includes('zip_dl_url'))).toHaveLength(2);
    expect(getErrorModal()).toBeNull();
  });

  it('gives a plain link to zips too big for memory without a save picker', async () => {
    signInMemberForTest();
    const big = { file_name: 'big.zip', size: 900_000_000, item_count: 300 };
    fakeApi({
      'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads({ zip: big })),
      'GET /api/mypage/order/zip_dl_url/42/1': () => json(200, { ...ZIP_URL, ...big }),
    });
    renderApp('/history/42/download');
    const link = await screen.findByRole('link', { name: /ZIPでダウンロード/ });
    expect(link.getAttribute('href')).toBe('/api/download/zip/42/1?sig=zip');
    expect(link.getAttribute('download')).toBe('big.zip');
    expect(screen.getByText('300点・900 MB')).toBeTruthy();
  });

  it('warns in the last 5 days of the download period', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/mypage/order/downloads/42': () =>
        json(200, orderDownloads({ download_until_t: NOW + 3 * DAY })),
    });
    renderApp('/history/42/download');
    const chip = await screen.findByText('ダウンロード期限まであと3日');
    expect(chip.closest('[data-warning]')).not.toBeNull();
    expect(
      screen.getByText('2026年11月23日までダウンロードできます。 お早めに保存してください。'),
    ).toBeTruthy();
  });

  it('after the deadline says so, offers no download and shows how to ask for help', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/mypage/order/downloads/42': () =>
        json(
          200,
          orderDownloads({
            download_until_t: NOW - DAY,
            is_download_expired: true,
            items: orderDownloads().items.map((item) => ({ ...item, download_url: null })),
          }),
        ),
    });
    renderApp('/history/42/download');
    expect(await screen.findByText('ダウンロード期間は終了しました')).toBeTruthy();
    expect(screen.getByText(/ダウンロード期間（2026年11月19日まで）が終了したため/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お問い合わせフォームで相談する' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.queryByRole('button', { name: /ZIPでダウンロード/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: '1点ずつ保存' })).toBeNull();
  });

  it('on a phone offers each item through the share sheet with the file', async () => {
    signInMemberForTest();
    stubPhone(true);
    const share = vi.fn(async (_data?: ShareData) => {});
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    const api = fakeApi({
      'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads()),
      'GET /api/download/item/11': () => byteResponse([new Uint8Array(2_400_000)], undefined, 'image/jpeg'),
    });
    renderApp('/history/42/download');
    const list = await screen.findByRole('list', { name: '1点ずつ保存' });
    // On phones the items come before the zip.
    const items = screen.getByRole('heading', { name: '1点ずつ保存' });
    const zip = screen.getByRole('heading', { name: 'まとめてダウンロード' });
    expect(items.compareDocumentPosition(zip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getByText('2.4 MB')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '20261010-0930-11.jpg を保存・共有' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const files = share.mock.calls[0]?.[0]?.files ?? [];
    expect(files[0]?.name).toBe('20261010-0930-11.jpg');
    expect(files[0]?.type).toBe('image/jpeg');
    expect(api.authOf('GET /api/download/item/11')).toBeNull();
  });

  it('on a phone without file sharing offers a plain download link', async () => {
    signInMemberForTest();
    stubPhone(true);
    vi.stubGlobal('navigator', { ...navigator, canShare: () => false, share: vi.fn() });
    fakeApi({ 'GET /api/mypage/order/downloads/42': () => json(200, orderDownloads()) });
    renderApp('/history/42/download');
    const link = await screen.findByRole('link', { name: '20261010-1100-21.mp4 をダウンロード' });
    expect(link.getAttribute('href')).toBe('/api/download/item/21?sig=abc');
    expect(link.getAttribute('download')).toBe('20261010-1100-21.mp4');
  });
});

describe('/guest/history/{orderId}/download', () => {
  it('sends the order pass of this order, and points help to the guest contact form', async () => {
    signInGuestForTest('guest-token');
    writeItem(
      'local',
      `${SIGNED_IN_LOCAL_PREFIX}orderPasses`,
      JSON.stringify({
        42: { token: 'pass-42', expires_t: 4_102_444_800, refresh_expires_t: 4_102_444_800 },
      }),
    );
    const api = fakeApi({
      'GET /api/mypage/order/downloads/42': () =>
        json(200, orderDownloads({ download_until_t: NOW - DAY, is_download_expired: true })),
    });
    renderApp('/guest/history/42/download');
    expect(await screen.findByRole('link', { name: 'お問い合わせフォームで相談する' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お問い合わせフォームで相談する' }).getAttribute('href')).toBe(
      '/guest/contact',
    );
    expect(api.authOf('GET /api/mypage/order/downloads/42')).toBe('Bearer pass-42');
    expect(screen.getByRole('link', { name: /注文詳細/ }).getAttribute('href')).toBe('/guest/history/42');
  });
});
