import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/shared/auth/test-api';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { signIn, stubApi } from './test-fixtures';

/** The legal pages read the operator's details set in the studio (GET /api/info/legal). */
const details = {
  seller: '株式会社おもいで写真',
  representative: '山田 太郎',
  address: '〒150-0001 東京都渋谷区神宮前1-2-3',
  phone_hours: '平日10:00〜17:00',
  privacy_manager: '個人情報保護責任者 山田 太郎',
  court: '東京地方裁判所',
  effective_date: '2026年12月1日',
  phone: '03-1234-5678',
  email: 'support@omoide.example',
};

afterEach(() => vi.unstubAllGlobals());

describe('legal pages filled from the studio settings', () => {
  it('shows the seller’s details on the imprint, without the provisional notice', async () => {
    await act(() => initI18n('ja'));
    signIn('member');
    stubApi({ 'GET /api/info/legal': () => json(200, details) });
    renderApp('/Imprint');
    const article = (await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(article).findByText('株式会社おもいで写真')).toBeTruthy();
    expect(within(article).getByText(/03-1234-5678（受付時間：平日10:00〜17:00）/)).toBeTruthy();
    expect(within(article).getByText(/support@omoide\.example/)).toBeTruthy();
    expect(within(article).queryByRole('note')).toBeNull();
    expect(article.querySelector('mark')).toBeNull();
  });

  it('names the operator, the court and the date in the terms; marks what is not set yet', async () => {
    await act(() => initI18n('ja'));
    signIn('member');
    stubApi({ 'GET /api/info/legal': () => json(200, { ...details, court: '' }) });
    renderApp('/terms');
    const article = (await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(article).findByText(/株式会社おもいで写真（以下「当社」）/)).toBeTruthy();
    expect(within(article).getByText('制定日：2026年12月1日')).toBeTruthy();
    expect(within(article).getByText('当社の本店所在地を管轄する地方裁判所').tagName).toBe('MARK');
  });
});
