import { extensionOf } from './delivery-copy';

type NamedItem = {
  id: number;
  capturedAt: Date | null;
  sortOrder: number;
  originalName: string | null;
  key: string;
};

/** Characters no file system or zip tool takes in a name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A name part that every file system accepts, Japanese and Vietnamese letters kept. */
export function safeNamePart(text: string, max = 60): string {
  return Array.from(text.normalize('NFC').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim())
    .slice(0, max)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

/** Capture time as the camera wrote it (stored without a zone, read as UTC): 2026-05-10_09-30-12. */
function captureStamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}_${iso.slice(11, 19).replaceAll(':', '-')}`;
}

/** Photos in the order they were taken (then the event's order), as a buyer expects to browse them. */
export function byCaptureTime<T extends Omit<NamedItem, 'key' | 'originalName'>>(items: T[]): T[] {
  return [...items].sort(
    (a, b) =>
      (a.capturedAt?.getTime() ?? Number.MAX_SAFE_INTEGER) -
        (b.capturedAt?.getTime() ?? Number.MAX_SAFE_INTEGER) ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
}

/** The readable part of an item's name: capture time and the camera's own file name. */
function describe(item: NamedItem): string {
  const stem = item.originalName ? safeNamePart(item.originalName.replace(/\.[^.]*$/, ''), 40) : '';
  const parts = [item.capturedAt ? captureStamp(item.capturedAt) : '', stem || `omoide-${item.id}`];
  return parts.filter(Boolean).join('_');
}

/** Name of one item saved on its own. */
export const singleFileName = (item: NamedItem) => `${describe(item)}.${extensionOf(item.key)}`;

/**
 * Names of the items of a zip, given in capture order: a running number first, so they
 * sort by capture time in every file browser and are unique even for identical names.
 */
export function zipEntryNames(items: NamedItem[], folder: string): string[] {
  const digits = Math.max(3, String(items.length).length);
  return items.map(
    (item, i) =>
      `${folder}/${String(i + 1).padStart(digits, '0')}_${describe(item)}.${extensionOf(item.key)}`,
  );
}

/** The zip's own name: when, what, which order. */
export const zipBaseName = (event: { event_date: string; name: string }, orderCode: string) =>
  safeNamePart(`${event.event_date}_${safeNamePart(event.name, 40)}_${orderCode}`, 100);
