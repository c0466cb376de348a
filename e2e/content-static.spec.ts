import { expect, test } from '@playwright/test';
import { type Locale, PHONE, screenshot, useLocale } from './content-helpers';

// Titles copied from apps/web/src/locales/<locale>/common.json; the face section's heading
// from content.json. The static pages need no token on the guest side (spec §6).
const LOCALES: Record<
  Locale,
  { about: string; terms: string; privacy: string; imprint: string; faces: string }
> = {
  ja: {
    about: 'Omoideについて',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    imprint: '特定商取引法に基づく表記',
    faces: '4. お子さまの顔写真と顔データについて',
  },
  hant: {
    about: '關於 Omoide',
    terms: '使用條款',
    privacy: '隱私權政策',
    imprint: '商家資訊',
    faces: '4. 孩子的臉部照片與臉部資料',
  },
  vi: {
    about: 'Giới thiệu Omoide',
    terms: 'Điều khoản sử dụng',
    privacy: 'Chính sách bảo mật',
    imprint: 'Thông tin doanh nghiệp',
    faces: '4. Ảnh khuôn mặt và dữ liệu khuôn mặt của trẻ',
  },
};

for (const locale of Object.keys(LOCALES) as Locale[]) {
  const text = LOCALES[locale];

  test(`static pages in ${locale}`, async ({ page, context, baseURL }) => {
    await useLocale(context, baseURL, locale);
    await page.setViewportSize(PHONE);

    for (const [path, title] of [
      ['/guest/about', text.about],
      ['/guest/terms', text.terms],
      ['/guest/privacy', text.privacy],
      ['/guest/Imprint', text.imprint],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Omoide`);
      // Nothing untranslated or unfilled.
      await expect(page.getByRole('article')).not.toContainText(/static\.|\{[a-z]+\}|\[\[/);
      const name = path.split('/').pop()!.toLowerCase();
      await screenshot(page, `content-${name}-${locale}`);
    }

    await page.goto('/guest/privacy');
    await expect(page.getByRole('heading', { level: 2, name: text.faces })).toBeVisible();
  });
}
