import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { categoryIdParamsSchema, eventIdParamsSchema, photoUploadResultSchema } from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { organizationOfCategory, organizationOfEvent } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { MAX_MOVIE_BYTES, MAX_PHOTO_BYTES } from './photo-limits';
import { photoMessages as m } from './photos.messages';
import { listEventItemStates } from './photos.repo';
import { DERIVE_QUEUE, ingestPhoto } from './photos.service';
import { placeUpload, recordUpload } from './upload-ingest';
import { uploadsDirOf } from './upload-temp';

/** Files one upload request may carry; the CLI sends batches of this size. */
export const MAX_FILES_PER_REQUEST = 100;

const photoStatesSchema = z.object({
  photos: z.array(
    z.object({
      id: z.number().int(),
      category_id: z.number().int(),
      file_name: z.string().nullable(),
      status: z.string(),
      failure_reason: z.string().nullable(),
    }),
  ),
  jobs: z.record(z.string(), z.number().int()),
});

// Socket reads arrive in 64 KB pieces; gathering ~1 MB per write (one writev, no copy)
// makes a 7 MB photo ~7 system calls instead of ~110.
const WRITE_GATHER_BYTES = 1024 * 1024;

/** Writes every byte of `buffers` (a short write — a signal, a nearly full disk — resumes). */
async function writeAll(handle: FileHandle, buffers: Buffer[], bytes: number): Promise<number> {
  let written = (await handle.writev(buffers)).bytesWritten;
  while (written < bytes) {
    const rest = Buffer.concat(buffers).subarray(written);
    const { bytesWritten } = await handle.write(rest);
    if (bytesWritten === 0) throw new Error('no space left to write the upload');
    written += bytesWritten;
  }
  return written;
}

/** Writes one multipart file to a new temp file; its size is what was written. */
async function receiveToFile(stream: Readable, dir: string): Promise<{ file: string; size: number }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.upload`);
  const handle = await open(file, 'w');
  let size = 0;
  try {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= WRITE_GATHER_BYTES) {
        size += await writeAll(handle, pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
      }
    }
    if (pending.length) size += await writeAll(handle, pending, pendingBytes);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(file, { force: true });
    throw error;
  }
  return { file, size };
}

/** Operator calls of the photo pipeline: upload into a category, and processing state. */
export const photosAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['operator'];
  // Uploading into a category, or reading an event's photos, needs a role in its organisation.
  const intoCategory = operatorAccess(deps, (request) =>
    organizationOfCategory(deps.db, (request.params as { category_id: number }).category_id),
  );
  const ofEvent = operatorAccess(deps, (request) =>
    organizationOfEvent(deps.db, (request.params as { event_id: number }).event_id),
  );
  const uploadsDir = uploadsDirOf(deps.config.dataDir);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    // One byte over the movie limit, so an oversized file is seen as truncated, not streamed
    // whole. A file's kind is known from its bytes only, so a photo over its own (smaller)
    // limit is received and then refused by its inspection.
    limits: {
      fileSize: MAX_MOVIE_BYTES + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 10,
      parts: MAX_FILES_PER_REQUEST + 10,
    },
  });

  app.post(
    '/api/admin/categories/:category_id/photos',
    {
      ...intoCategory,
      bodyLimit: MAX_FILES_PER_REQUEST * (MAX_PHOTO_BYTES + 1024 * 1024),
      schema: {
        tags,
        params: categoryIdParamsSchema,
        // Optional: the event the category must belong to (the import CLI sends it).
        querystring: z.object({ event_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: { 200: photoUploadResultSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'REQUEST-415', m['photo.not_image']);
      }
      const results: z.infer<typeof photoUploadResultSchema>['results'] = [];
      for await (const part of request.files()) {
        const fileName = part.filename || 'unnamed';
        // Each file goes straight to a temp file and from there into storage (a rename in
        // the embedded mode): a batch of 12 MP photos never sits in the JS heap.
        // busboy stops a file at the size limit and flags it: that is the one refusal here;
        // any other failure (a full disk) is ours and fails the request loudly.
        const received = await receiveToFile(part.file, uploadsDir).catch((error: unknown) => {
          if (part.file.truncated) return null;
          throw error;
        });
        try {
          if (!received || part.file.truncated) {
            // Only a movie may be this large: its limit is the one that was passed.
            throw new AppError(413, 'MOVIE-TOO-LARGE', m['movie.too_large'], {
              maxGb: MAX_MOVIE_BYTES / 1024 ** 3,
            });
          }
          // Like the studio's resumable upload: placed by the programme when sent into the
          // tray, and audited in the photo's own transaction (issue 29).
          const photo = await deps.db.transaction(async (tx) => {
            const placement = await placeUpload(tx, request.params.category_id, received.file);
            const created = await ingestPhoto(
              { ...deps, db: tx },
              {
                categoryId: placement.categoryId,
                eventId: request.query.event_id,
                fileName,
                original: received,
                capturedAt: placement.capturedAt,
              },
            );
            await recordUpload(tx, actorOf(request), created, placement, { fileName, size: received.size });
            return created;
          });
          results.push({ file_name: fileName, ok: true, id: photo.id, status: photo.status });
        } catch (error) {
          // A bad file is reported and the rest of the batch goes on; our own faults still fail loudly.
          if (!(error instanceof AppError)) throw error;
          const body = error.toResponse(request.lang);
          results.push({
            file_name: fileName,
            ok: false,
            display_code: body.display_code,
            display_message: body.display_message,
          });
        } finally {
          // Gone already when storage moved it in; a refused or copied file is removed here.
          if (received) await rm(received.file, { force: true });
        }
      }
      return { results };
    },
  );

  app.get(
    '/api/admin/events/:event_id/photos',
    {
      ...ofEvent,
      schema: { tags, params: eventIdParamsSchema, response: { 200: photoStatesSchema } },
    },
    async (request) => {
      const rows = await listEventItemStates(deps.db, request.params.event_id);
      return {
        photos: rows.map((r) => ({
          id: r.id,
          category_id: r.categoryId,
          file_name: r.originalName,
          status: r.status,
          failure_reason:
            r.failureReason && r.failureReason in m
              ? translate(m[r.failureReason as keyof typeof m], request.lang)
              : r.failureReason,
        })),
        jobs: await deps.jobs.counts(DERIVE_QUEUE),
      };
    },
  );
};
