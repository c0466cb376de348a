import { describe, expect, it } from 'vitest';
import { parseRange, rangeHeaders } from './media-range';

// The one range parser of the API (media clips and downloads); movie-units.test.ts checks
// the clip's cases, delivery.test.ts the downloads' answers.
describe('parseRange (issue #25 item 14)', () => {
  it('serves a suffix longer than the file as the whole file (RFC 9110 §14.1.2), not 416', () => {
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=-1000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('serves a shorter suffix as the file end', () => {
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('still refuses a range that starts past the end, and any range of an empty file', () => {
    expect(parseRange('bytes=2000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('combines adjacent ranges into one, and sends the whole file for several apart', () => {
    expect(parseRange('bytes=0-99,100-199', 1000)).toEqual({ start: 0, end: 199 });
    expect(parseRange('bytes=0-99,500-599', 1000)).toBeNull();
  });

  it('answers 206 with the window, 200 with the whole size', () => {
    expect(rangeHeaders(1000, { start: 10, end: 19 })).toEqual({
      status: 206,
      headers: { 'content-length': '10', 'content-range': 'bytes 10-19/1000', 'accept-ranges': 'bytes' },
    });
    expect(rangeHeaders(1000, null)).toEqual({
      status: 200,
      headers: { 'content-length': '1000', 'accept-ranges': 'bytes' },
    });
  });
});
