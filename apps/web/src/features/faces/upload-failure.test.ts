import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { UnreadableImageError } from './prepare-image';
import { uploadFailureOf } from './upload-failure';

const body = (display_code: string) => ({
  display_message: 'message',
  display_message_lang: { 'en-US': 'message' },
  display_code,
});

describe('what the add panel says about a failed face image', () => {
  it('keeps the server’s answers the guardian can act on next to the photo', () => {
    for (const code of ['FACE-CONSENT-REQUIRED', 'FACE-NO-FACE', 'FACE-LIMIT', 'FACE-IMAGE-INVALID']) {
      expect(uploadFailureOf(new ApiError(400, body(code), '/api/x'))).toEqual({
        kind: 'server',
        body: body(code),
      });
    }
    expect(uploadFailureOf(new ApiError(413, body('REQUEST-TOO-LARGE'), '/api/x'))).toMatchObject({
      kind: 'server',
    });
  });

  it('names a file the browser cannot read, and a bare 413 from a proxy', () => {
    expect(uploadFailureOf(new UnreadableImageError('x'))).toEqual({ kind: 'unreadable' });
    expect(uploadFailureOf(new ApiError(413, null, '/api/x'))).toEqual({ kind: 'tooLarge' });
  });

  it('leaves the rest to the error modal', () => {
    expect(uploadFailureOf(new ApiError(null, null, '/api/x'))).toBeNull();
    expect(uploadFailureOf(new ApiError(500, body('SERVER-500'), '/api/x'))).toBeNull();
    expect(uploadFailureOf(new ApiError(401, body('AUTH-401'), '/api/x'))).toBeNull();
    expect(uploadFailureOf(new Error('bug'))).toBeNull();
  });
});
