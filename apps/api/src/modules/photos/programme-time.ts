/**
 * Times of day for sorting by programme (issue 29). A camera writes DateTimeOriginal as the
 * wall clock it was set to, without a zone: slots are compared with that wall clock (plus the
 * camera's offset), in minutes after midnight; instants are made in the organisation's zone.
 */

export type Slot = { startMinute: number; endMinute: number; categoryId: number };

export const minuteOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
/** `HH:MM` or `HH:MM:SS` as seconds after midnight. */
export const secondOfClock = (time: string) => {
  const [h, m, s = 0] = time.split(':').map(Number);
  return h! * 3600 + m! * 60 + s;
};
export const hhmmOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The slot holding `second` of the day ([start, end)), or null: the photo goes to the tray. */
export function slotAt(slots: readonly Slot[], secondOfDay: number): Slot | null {
  return slots.find((s) => secondOfDay >= s.startMinute * 60 && secondOfDay < s.endMinute * 60) ?? null;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Intl knows the zone's rules). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** A wall clock (`YYYY-MM-DDTHH:MM:SS`) read in `timeZone` (or at a given `+09:00` offset). */
export function instantOf(wallClock: string, timeZone: string, offset?: string | null): Date {
  if (offset && /^[+-]\d{2}:\d{2}$/.test(offset)) return new Date(`${wallClock}${offset}`);
  const guess = new Date(`${wallClock}Z`);
  return new Date(guess.getTime() - zoneOffsetMs(guess, timeZone));
}

/** Seconds after midnight of `instant` on the wall clock of `timeZone`. */
export function secondOfDay(instant: Date, timeZone: string): number {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
}
