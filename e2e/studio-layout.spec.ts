import { expect, test } from '@playwright/test';
import { namespaceTexts } from './shop-helpers';
import { signInStudioOwner } from './studio-helpers';

/**
 * Issue 29: at 1280×800, a laptop's screen, the studio's sidebar holds everything down to the
 * sign-out button, which reads clearly on its own background (WCAG AA, 4.5:1).
 */
const s = namespaceTexts('ja', 'studio');

/** WCAG relative luminance of `rgb(r, g, b)`. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('the sign-out button fits the sidebar at 1280×800 and has AA contrast', async ({ browser, baseURL }) => {
  const { desk, studio } = await signInStudioOwner(browser, baseURL, { width: 1280, height: 800 });
  const signOut = studio.getByRole('button', { name: s('nav.signOut') });
  await expect(signOut).toBeVisible();
  const box = (await signOut.boundingBox())!;
  const sidebar = (await studio.locator('aside').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  expect(box.y + box.height).toBeLessThanOrEqual(sidebar.y + sidebar.height);
  const colours = await signOut.evaluate((el) => {
    // In the page, globalThis is the window (the e2e project compiles without DOM types).
    const view = globalThis as unknown as {
      getComputedStyle(e: unknown): { color: string; backgroundColor: string };
    };
    const style = view.getComputedStyle(el);
    return { fg: style.color, bg: style.backgroundColor };
  });
  const [light, dark] = [luminance(colours.fg), luminance(colours.bg)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
  await desk.close();
});
