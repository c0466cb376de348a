import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { namespaceTexts, shot } from './shop-helpers';
import { signInStudioOwner, studioApi } from './studio-helpers';

/**
 * Sort by programme (issue 29), in Chromium against the built app: the owner pastes a
 * three-slot programme (tab-separated, as from a spreadsheet) on a new event's photos page,
 * uploads one folder of photos from two camera bodies into the tray, and each photo lands in
 * the sub-category of its capture time; the second body's clock is 10 minutes slow, so its
 * photos land wrong until the owner says one of them was taken at 09:05. One photo after the
 * programme waits in the tray. Screenshots: e2e/artifacts/studio-programme-*.png.
 */
const RUN = Date.now().toString(36).slice(-5);
const SLOTS = ['年少 かけっこ', '年中 ダンス', '年長 リレー'];
const PROGRAMME = [
  `09:00\t09:20\t${SLOTS[0]}`,
  `09:20\t09:45\t${SLOTS[1]}`,
  `10:00\t10:30\t${SLOTS[2]}`,
].join('\n');
const RIGHT = { make: 'Canon', model: 'EOS R6', serial: '0001' };
const SLOW = { make: 'Nikon', model: 'Z 6II', serial: '7777' };
/** File, capture time on the camera's clock, body, and where it belongs (slot index, or -1: tray). */
const SHOTS = [
  ['right-0905.jpg', '09:05:00', RIGHT, 0],
  ['right-0930.jpg', '09:30:00', RIGHT, 1],
  ['right-1010.jpg', '10:10:00', RIGHT, 2],
  ['right-1100.jpg', '11:00:00', RIGHT, -1],
  ['slow-0855.jpg', '08:55:00', SLOW, 0],
  ['slow-0915.jpg', '09:15:00', SLOW, 1],
  ['slow-0955.jpg', '09:55:00', SLOW, 2],
] as const;

async function makeFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'omoide-programme-'));
  for (const [index, [name, time, body]] of SHOTS.entries()) {
    await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: { r: 30 * index, g: 120, b: 200 - 20 * index },
      },
    })
      .jpeg({ quality: 80 })
      .withExif({
        IFD0: { Make: body.make, Model: body.model },
        IFD2: { DateTimeOriginal: `2026:10:10 ${time}`, BodySerialNumber: body.serial },
      })
      .toFile(path.join(folder, name));
  }
  return folder;
}

const p = namespaceTexts('ja', 'studio-photos');

test('a folder from two cameras lands in the programme’s sub-categories, one clock corrected (ja)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const folder = await makeFolder();
  const { desk, studio } = await signInStudioOwner(browser, baseURL);

  // A new event, made through the studio's API as the signed-in owner.
  const api = await studioApi(desk, studio);
  const { headers } = api;
  const eventId = await api.createEvent(await api.firstOrganizationId(), `運動会 ${RUN}`, 30);

  // The programme, pasted from a spreadsheet.
  await studio.goto(`/studio/events/${eventId}/photos`);
  const programme = studio.getByRole('region', { name: p('photos.programme.title') });
  // Typed once the programme has loaded (its text fills the box).
  await expect(programme.getByRole('button', { name: p('photos.programme.save') })).toBeEnabled();
  await programme.getByLabel(p('photos.programme.textLabel')).fill(PROGRAMME);
  await programme.getByRole('button', { name: p('photos.programme.save') }).click();
  await expect(programme.getByRole('status')).toHaveText(p('photos.programme.saved', { slots: 3, moved: 0 }));
  await expect(programme.getByRole('list', { name: p('photos.programme.slotsLabel') })).toContainText(
    `09:00–09:20 ${SLOTS[0]}`,
  );

  // One folder into the tray.
  const target = studio.getByLabel(p('photos.upload.category'));
  await target.selectOption({ label: '自動仕分け / 未分類' });
  await studio.getByLabel(p('photos.upload.pickFolder')).setInputFiles(folder);
  await expect(studio.getByTestId('upload-placed')).toBeVisible({ timeout: 60_000 });
  await expect(studio.getByText(p('photos.upload.summary', { done: 7, total: 7 }))).toBeVisible({
    timeout: 60_000,
  });
  await expect(studio.getByTestId('upload-placed')).toContainText(`${SLOTS[0]} 2枚`);
  await expect(studio.getByTestId('upload-placed')).toContainText('未分類 3枚');
  await shot(studio, 'studio-programme-uploaded-ja');

  // The slow camera's first photo was really taken at 09:05.
  await programme.getByLabel(p('photos.programme.referencePhoto')).selectOption({ label: 'slow-0855.jpg' });
  await programme.getByLabel(p('photos.programme.takenAt')).fill('09:05:00');
  await programme.getByRole('button', { name: p('photos.programme.setClock') }).click();
  // Whole minutes: no seconds part (its plural form is checked by clock-offset.test.ts).
  await expect(programme.getByRole('status')).toHaveText(
    'Nikon Z 6II 7777 の時計を 10分 補正し、3枚の写真を振り分け直しました。',
  );

  // Every photo in its slot's sub-category, the one after the programme in the tray.
  const photos = await (await desk.request.get(`/api/studio/events/${eventId}/photos`, { headers })).json();
  const slots = (await (
    await desk.request.get(`/api/studio/events/${eventId}/programme`, { headers })
  ).json()) as {
    slots: { category_id: number }[];
    tray_category_id: number;
  };
  const categoryOf = (name: string) =>
    (photos.items as { file_name: string; category_id: number }[]).find((item) => item.file_name === name)
      ?.category_id;
  for (const [name, , , slot] of SHOTS)
    expect(categoryOf(name), name).toBe(slot < 0 ? slots.tray_category_id : slots.slots[slot]!.category_id);
  await expect(studio.getByRole('listitem', { name: 'slow-0855.jpg' })).toBeVisible();
  await shot(studio, 'studio-programme-sorted-ja');
  await desk.close();
});
