import { useEffect, useState } from 'react';
import { APP_VERSION, NEW_BUILD_POLL_INTERVAL_MS } from '@/shared/config';

/** The build the server now serves, or null when it cannot be told (offline, dev, 404). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  }
}

export function isNewerBuild(current: string, deployed: string | null): boolean {
  return deployed !== null && deployed !== current;
}

export interface NewBuildOptions {
  currentVersion?: string;
  intervalMs?: number;
  /** Focus checks closer together than this are skipped (tab switching fires focus often). */
  minFocusGapMs?: number;
  fetchVersion?: () => Promise<string | null>;
}

/**
 * True once `/version.json` names another build than the one running. Checks every
 * `intervalMs` and when the window regains focus; stops after the first detection.
 */
export function useNewBuildAvailable({
  currentVersion = APP_VERSION,
  intervalMs = NEW_BUILD_POLL_INTERVAL_MS,
  minFocusGapMs = 30_000,
  fetchVersion = fetchDeployedVersion,
}: NewBuildOptions = {}): boolean {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (available) return;
    let cancelled = false;
    let inFlight = false;
    let lastCheck = 0;

    const check = async () => {
      if (inFlight) return;
      inFlight = true;
      lastCheck = Date.now();
      try {
        const deployed = await fetchVersion();
        if (!cancelled && isNewerBuild(currentVersion, deployed)) setAvailable(true);
      } finally {
        inFlight = false;
      }
    };
    const onFocus = () => {
      if (Date.now() - lastCheck >= minFocusGapMs) void check();
    };

    const timer = window.setInterval(() => void check(), intervalMs);
    window.addEventListener('focus', onFocus);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [available, currentVersion, intervalMs, minFocusGapMs, fetchVersion]);

  return available;
}
