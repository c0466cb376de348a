import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { requestedRange } from './byte-ranges';

const ETAG = '"v1"';

describe('requestedRange (issue #25 item 14)', () => {
  it('serves a suffix longer than the file as the whole file (RFC 9110 §14.1.2), not 416', () => {
    expect(requestedRange({ range: 'bytes=-5000' }, 1000, ETAG)).toEqual({ start: 0, end: 999 });
    expect(requestedRange({ range: 'bytes=-1000' }, 1000, ETAG)).toEqual({ start: 0, end: 999 });
  });

  it('serves a shorter suffix as the file end', () => {
    expect(requestedRange({ range: 'bytes=-100' }, 1000, ETAG)).toEqual({ start: 900, end: 999 });
  });

  it('still refuses a range that starts past the end, and any range of an empty file', () => {
    expect(() => requestedRange({ range: 'bytes=2000-' }, 1000, ETAG)).toThrow(AppError);
    expect(() => requestedRange({ range: 'bytes=-10' }, 0, ETAG)).toThrow(AppError);
  });
});
