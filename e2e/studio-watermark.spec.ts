import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { namespaceTexts, shot } from './shop-helpers';
import { signInStudioOwner, studioApi } from './studio-helpers';

/**
 * Issue 29's rough edge "a watermark change silently leaves every earlier photo with the old
 * text", in Chromium against the built app: in an organisation of its own (the demo's photos
 * stay as they are for the other journeys), the owner changes the watermark; the studio says
 * how many earlier photos get the new text, shows the re-render's progress, and clears it once
 * every photo carries the new watermark. Screenshot: e2e/artifacts/studio-watermark-ja.png.
 */
const RUN = Date.now().toString(36).slice(-5);
const c = namespaceTexts('ja', 'studio-catalogue');

test('a new watermark is drawn again on earlier photos, with progress in the studio (ja)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { desk, studio } = await signInStudioOwner(browser, baseURL);
  const api = await studioApi(desk, studio);
  const { headers } = api;

  // An organisation, an event and two processed photos of its own.
  const organizationId = await api.createOrganization(`透かし園 ${RUN}`);
  const eventId = await api.createEvent(organizationId, `遠足 ${RUN}`, 1);
  const tray = await api.setProgramme(eventId, '09:00\t09:30\t出発');
  for (const name of ['a.jpg', 'b.jpg']) {
    const body = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer();
    await api.uploadPhoto(eventId, tray, name, body);
  }
  await api.waitForReadyPhotos(eventId, 2);

  // The owner changes the watermark in that organisation's settings.
  await studio.evaluate(`localStorage.setItem('studioOrganization', '${organizationId}')`);
  await studio.goto('/studio/organization');
  const watermark = studio.getByLabel(c('catalogue.organization.watermark'));
  await expect(watermark).toHaveValue('Omoide SAMPLE');
  await watermark.fill(`遠足 ${RUN} SAMPLE`);
  await studio.getByRole('button', { name: c('catalogue.organization.save') }).click();
  await expect(studio.getByText(c('catalogue.organization.savedRerender', { n: 2 }))).toBeVisible();
  const progress = studio.getByRole('status').filter({ hasText: /\S/ }).first();
  await expect(progress).toHaveText(c('catalogue.organization.rerendering', { done: 0, total: 2 }));
  await shot(studio, 'studio-watermark-ja');
  // Every photo carries the new text: the API says so, and the progress line goes away.
  await expect
    .poll(
      async () =>
        (await (await desk.request.get(`/api/studio/organizations/${organizationId}`, { headers })).json())
          .organization.watermark_rerender,
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeNull();
  await expect(studio.getByText(/2 枚中/)).toHaveCount(0, { timeout: 10_000 });
  await desk.close();
});
