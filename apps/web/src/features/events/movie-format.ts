/** A movie's length as players show it: `0:09`, `2:05`, `1:02:03` (rounded down to the second). */
export function formatDuration(ms: number | null | undefined): string {
  const total = Math.max(0, Math.floor((ms ?? 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Items of the photo list are photos unless the server says otherwise (older answers). */
export const isMovie = (item: { media_type?: 'photo' | 'movie' }) => item.media_type === 'movie';
