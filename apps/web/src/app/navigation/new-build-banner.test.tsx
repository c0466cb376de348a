import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { NewBuildBanner } from './new-build-banner';
import { fetchDeployedVersion, isNewerBuild } from './use-new-build';

const message = 'A new version is available. Reload to get the latest.';

beforeAll(async () => {
  await initI18n('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new-build poll', () => {
  it('compares the deployed version with the running one', () => {
    expect(isNewerBuild('a', 'b')).toBe(true);
    expect(isNewerBuild('a', 'a')).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
  });

  it('fetches /version.json without the HTTP cache', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ version: 'v2' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDeployedVersion()).resolves.toBe('v2');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/version.json');
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-store');
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(fetchDeployedVersion()).resolves.toBeNull();
  });

  it('shows the banner when the poll finds another build', async () => {
    render(<NewBuildBanner currentVersion="v1" intervalMs={10} fetchVersion={async () => 'v2'} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('stays quiet while the build is current', async () => {
    const fetchVersion = vi.fn(async () => 'v1');
    render(<NewBuildBanner currentVersion="v1" intervalMs={5} fetchVersion={fetchVersion} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(fetchVersion).toHaveBeenCalled();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('checks again when the window regains focus', async () => {
    const fetchVersion = vi.fn(async () => 'v2');
    render(
      <NewBuildBanner
        currentVersion="v1"
        intervalMs={3_600_000}
        minFocusGapMs={0}
        fetchVersion={fetchVersion}
      />,
    );
    expect(fetchVersion).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
