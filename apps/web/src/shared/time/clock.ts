import { useEffect, useState } from 'react';

/**
 * "Now" in epoch seconds, the unit of every deadline the API sends (`published_until_t`,
 * `expired_time_t`, `expiration_of_info_t`). A seam, so tests can stand at a fixed moment.
 */
export const clock = {
  now: (): number => Math.floor(Date.now() / 1000),
};

/** `clock.now()`, refreshed every `intervalMs`, so "days left" texts roll over on an open page. */
export function useNowSeconds(intervalMs = 60_000): number {
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
