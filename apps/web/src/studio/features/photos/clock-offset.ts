/**
 * A camera's clock offset as the studio's texts show it: whole minutes, signed, and the
 * seconds beyond them (shown only when there are any), since a reference may be given to
 * the second (`HH:MM:SS`).
 */
export function offsetParts(offsetSeconds: number): { minutes: string; seconds: number } {
  const size = Math.abs(offsetSeconds);
  return { minutes: `${offsetSeconds < 0 ? '-' : ''}${Math.floor(size / 60)}`, seconds: size % 60 };
}
