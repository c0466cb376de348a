import { expect, type Page, test } from '@playwright/test';
import { demoMemberToken, PHONE, screenshot, storeToken, useLocale, waitForMail } from './content-helpers';

// Texts copied from apps/web/src/locales/vi/{common,content}.json and the API's inquiry mail.
const VI = {
  title: 'Liên hệ',
  email: 'Địa chỉ email',
  name: 'Họ và tên',
  category: 'Loại yêu cầu',
  body: 'Nội dung yêu cầu',
  categoryLabel: 'Về tải ảnh',
  continue: /Tiếp tục để xác nhận/,
  confirmTitle: 'Xác nhận nội dung',
  back: 'Quay lại',
  send: /^Gửi$/,
  completeTitle: 'Chúng tôi đã nhận được yêu cầu của bạn',
};

const NAME = 'Nguyễn Thị Lan';
const BODY = 'Xin chào,\nTôi không tải được ảnh đã mua về điện thoại. Nhờ hỗ trợ giúp tôi.';

async function expectDraft(page: Page, email: string) {
  await expect(page.getByLabel(VI.email)).toHaveValue(email);
  await expect(page.getByLabel(VI.name)).toHaveValue(NAME);
  await expect(page.getByLabel(VI.category)).toHaveValue('download');
  await expect(page.getByLabel(VI.body)).toHaveValue(BODY);
}

test('inquiry journey in Vietnamese: draft kept through reload and Back, sent, acknowledged in Vietnamese', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const email = `e2e-contact-vi-${Date.now()}@example.com`;
  await useLocale(context, baseURL, 'vi');
  await storeToken(page, 'jwt', await demoMemberToken(request));
  await page.setViewportSize(PHONE);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: VI.title })).toBeVisible();
  await expect(page).toHaveTitle(`${VI.title} | Omoide`);

  // Client-side validation first, in Vietnamese.
  await page.getByRole('button', { name: VI.continue }).click();
  await expect(page.getByText('Vui lòng chọn loại yêu cầu.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);

  await page.getByLabel(VI.email).fill(email);
  await page.getByLabel(VI.name).fill(NAME);
  await page.getByLabel(VI.category).selectOption({ label: VI.categoryLabel });
  await page.getByLabel(VI.body).fill(BODY);
  await expect(page.getByText(`${BODY.length} / 4.000 ký tự`)).toBeVisible();
  await screenshot(page, 'content-contact-vi');

  // The draft survives a reload.
  await page.reload();
  await expectDraft(page, email);

  await page.getByRole('button', { name: VI.continue }).click();
  await expect(page).toHaveURL(/\/contact\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: VI.confirmTitle })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText([email, NAME, VI.categoryLabel, BODY]);
  const bar = page.locator('[data-bottom-bar]');
  await expect(bar.getByRole('button', { name: VI.send })).toBeVisible();
  await screenshot(page, 'content-contact-confirm-vi', { fullPage: false });

  // Back (in the bottom bar) returns to the form with the draft intact.
  await bar.getByRole('button', { name: VI.back }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectDraft(page, email);

  // Forward again, and the browser's Back and Forward keep it too.
  await page.getByRole('button', { name: VI.continue }).click();
  await expect(page).toHaveURL(/\/contact\/confirm$/);
  await page.goBack();
  await expectDraft(page, email);
  await page.goForward();
  await expect(page.getByRole('definition')).toHaveText([email, NAME, VI.categoryLabel, BODY]);

  // Send.
  await page.locator('[data-bottom-bar]').getByRole('button', { name: VI.send }).click();
  await expect(page).toHaveURL(/\/contact\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: VI.completeTitle })).toBeVisible();
  const reference = (await page.getByTestId('inquiry-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^\d+$/);
  await screenshot(page, 'content-contact-complete-vi');

  // The acknowledgement reached the sender, in Vietnamese, with the same reference number,
  // and nothing the sender wrote: the form is no relay for chosen text (issue 25 item 11).
  const mail = await waitForMail(request, email);
  expect(mail.subject).toBe(`[Omoide] Chúng tôi đã nhận được yêu cầu của bạn (mã số ${reference})`);
  expect(mail.text).toContain(`Mã số: ${reference}`);
  expect(mail.text).toContain('Loại: Về tải ảnh');
  expect(mail.text).not.toContain(NAME);
  expect(mail.text).not.toContain(BODY);

  // The draft is gone once sent: the form is empty again.
  await page.goto('/contact');
  await expect(page.getByLabel(VI.email)).toHaveValue('');
  await expect(page.getByLabel(VI.body)).toHaveValue('');
});

test('the guest inquiry form needs no token and keeps its actions on the page', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(context, baseURL, 'ja');
  await page.setViewportSize(PHONE);
  await page.goto('/guest/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill('guest-parent@example.com');
  await page.getByLabel('お名前').fill('山田 花子');
  await page.getByLabel('お問い合わせの種類').selectOption('order');
  await page.getByLabel('お問い合わせ内容').fill('注文内容を変更したいです。');
  await screenshot(page, 'content-contact-guest-ja');
  await page.getByRole('button', { name: /確認画面へ進む/ }).click();
  await expect(page).toHaveURL(/\/guest\/contact\/confirm$/);
  await expect(page.getByRole('definition')).toHaveText([
    'guest-parent@example.com',
    '山田 花子',
    'ご注文について',
    '注文内容を変更したいです。',
  ]);
  await expect(page.getByRole('button', { name: /送信する/ })).toBeVisible();
  await screenshot(page, 'content-contact-guest-confirm-ja');
  await page.getByRole('button', { name: '戻って修正する' }).click();
  await expect(page).toHaveURL(/\/guest\/contact$/);
  await expect(page.getByLabel('お問い合わせ内容')).toHaveValue('注文内容を変更したいです。');

  // Without a draft, the confirmation sends the visitor back to the form.
  await page.evaluate("window.sessionStorage.removeItem('contactDraft')");
  await page.goto('/guest/contact/confirm');
  await expect(page).toHaveURL(/\/guest\/contact$/);
});
