import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { namespaceTexts, shot } from './shop-helpers';
import { signInStudioOwner, studioApi } from './studio-helpers';

/**
 * Flag the unsellable (issue 29), in Chromium against the built app: the owner uploads a burst
 * of four photos of one scene, one of them out of focus; once processed, the review page shows
 * that photo (flagged "blurred") between the photos taken just before and after it, and the
 * owner hides it from buyers with one click. Screenshot: e2e/artifacts/studio-review-ja.png.
 */
const RUN = Date.now().toString(36).slice(-5);
const BURST = [
  ['burst-1.jpg', '09:00:01', 0],
  ['burst-2.jpg', '09:00:02', 0],
  ['burst-3-shaken.jpg', '09:00:03', 6],
  ['burst-4.jpg', '09:00:04', 0],
] as const;

/** A detailed scene (noise under shapes), as the camera wrote it at `time`, blurred by `sigma`. */
async function makeFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'omoide-review-'));
  const width = 1200;
  const height = 900;
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${(i * 97) % width}" y="${(i * 53) % height}" width="${40 + (i % 7) * 12}" height="${30 + (i % 5) * 15}" fill="${i % 2 ? '#234' : '#fd3'}"/>`,
  ).join('');
  const scene = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a9',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  for (const [name, time, sigma] of BURST) {
    const image = sigma ? sharp(scene).blur(sigma) : sharp(scene);
    await image
      .jpeg({ quality: 88 })
      .withExif({
        IFD0: { Make: 'Canon', Model: 'EOS R6' },
        IFD2: { DateTimeOriginal: `2026:10:10 ${time}` },
      })
      .toFile(path.join(folder, name));
  }
  return folder;
}

const p = namespaceTexts('ja', 'studio-photos');
const r = namespaceTexts('ja', 'studio-review');

test('the review shows a blurred photo beside its neighbours and hides it from buyers (ja)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const folder = await makeFolder();
  const { desk, studio } = await signInStudioOwner(browser, baseURL);
  const api = await studioApi(desk, studio);
  const { headers } = api;
  const eventId = await api.createEvent(await api.firstOrganizationId(), `発表会 ${RUN}`, 30);
  // A programme gives the event its tray; the burst (after the programme) waits there.
  await api.setProgramme(eventId, '08:00\t08:30\t開会式');

  await studio.goto(`/studio/events/${eventId}/photos`);
  await studio.getByLabel(p('photos.upload.category')).selectOption({ label: '自動仕分け / 未分類' });
  await studio.getByLabel(p('photos.upload.pickFolder')).setInputFiles(folder);
  await expect(studio.getByText(p('photos.upload.summary', { done: 4, total: 4 }))).toBeVisible({
    timeout: 60_000,
  });
  // Processed (the photos page polls while any is pending).
  await expect(studio.getByText(p('photos.items.status.pending'))).toHaveCount(0, { timeout: 90_000 });

  await studio.getByRole('link', { name: r('review.link') }).click();
  await expect(studio.getByRole('heading', { name: r('review.title') })).toBeVisible();
  const list = studio.getByRole('region', { name: r('review.listLabel') });
  await expect(list.getByText(r('review.count', { n: 1 }))).toBeVisible();
  const row = list.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('burst-3-shaken.jpg');
  await expect(row).toContainText(r('review.flag.blurred'));
  // Its neighbours by capture time.
  await expect(row.getByRole('img', { name: `${r('review.previous')}: burst-2.jpg` })).toBeVisible();
  await expect(row.getByRole('img', { name: `${r('review.next')}: burst-4.jpg` })).toBeVisible();

  await list.getByRole('button', { name: r('review.selectAll') }).click();
  await list.getByRole('button', { name: r('review.hide', { n: 1 }) }).click();
  await expect(list.getByRole('status')).toHaveText(r('review.done.hide', { n: 1 }));
  await expect(row).toContainText(r('review.flag.hidden'));
  await shot(studio, 'studio-review-ja');

  const review = await (await desk.request.get(`/api/studio/events/${eventId}/review`, { headers })).json();
  expect(review.photos).toHaveLength(1);
  expect(review.photos[0]).toMatchObject({ file_name: 'burst-3-shaken.jpg', blurred: true, hidden: true });
  await desk.close();
});
