import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setDisplayTimeZone } from './format-date';

afterEach(() => setDisplayTimeZone(undefined));

describe('dates in the organisation’s time zone (issue 29)', () => {
  it('shows an instant in the zone the studio set, whatever the browser’s', () => {
    // 2026-10-10 00:30 UTC.
    const instant = Date.UTC(2026, 9, 10, 0, 30) / 1000;
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime(instant, 'en-US')).toMatch(/October 10, 2026.*9:30/);
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    expect(formatDateTime(instant, 'en-US')).toMatch(/October 10, 2026.*7:30/);
  });
});
