import { errorResponseSchema } from '@omoide/contract';
import { z } from 'zod';
import { apiEnvironment } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';
import { STUDIO_SIGNED_OUT_EVENT, studioFetch } from '../../shared/studio-api';
import { clearStudioToken, readStudioToken } from '../../shared/studio-session';
import type { UploadState, UploadTransport } from './upload-queue';

const stateSchema = z.object({
  upload_id: z.string(),
  offset: z.number().int(),
  size: z.number().int(),
  photo_id: z.number().int().nullable(),
  category_id: z.number().int().nullable().optional(),
});

/** One PATCH by XMLHttpRequest: fetch cannot tell how much of a request body has gone. */
function patchWithProgress(
  path: string,
  headers: Record<string, string>,
  chunk: Blob,
  onProgress?: (loaded: number) => void,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      resolve({ status: xhr.status, json });
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(chunk);
  });
}

/**
 * A chunk is raw bytes (`application/offset+octet-stream`), which the JSON client does not
 * send: this call is made by hand, with the studio token and the same error handling.
 */
async function sendChunk(
  uploadId: string,
  offset: number,
  chunk: Blob,
  onProgress?: (loaded: number) => void,
): Promise<UploadState> {
  const path = `/api/admin/uploads/${uploadId}`;
  const token = readStudioToken();
  let response: { status: number; json: unknown };
  try {
    response = await patchWithProgress(
      path,
      {
        accept: 'application/json',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'x-language': apiEnvironment.language(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      chunk,
      onProgress,
    );
  } catch (error) {
    throw new ApiError(null, null, path, { cause: error });
  }
  const { json } = response;
  if (response.status < 200 || response.status >= 300) {
    if (response.status === 401 && token) {
      clearStudioToken();
      window.dispatchEvent(new Event(STUDIO_SIGNED_OUT_EVENT));
    }
    const body = errorResponseSchema.safeParse(json);
    throw new ApiError(response.status, body.success ? body.data : null, path);
  }
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(502, null, path, { cause: parsed.error });
  return parsed.data;
}

/** The studio's resumable uploads, as the operator signed in. */
export const studioUploadTransport: UploadTransport = {
  create: (body) => studioFetch('/api/admin/uploads', { method: 'POST', body, schema: stateSchema }),
  send: sendChunk,
  state: (uploadId) => studioFetch(`/api/admin/uploads/${uploadId}`, { schema: stateSchema }),
};
