import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { platformMessages } from '../../platform/i18n/messages';
import { organizationOfCategory } from '../events/events.service';
import { actorOf, operatorAccess } from '../operators/operator-guard';
import { MAX_MOVIE_BYTES } from './photo-limits';
import { appendChunk, categoryOfUpload, createUpload, uploadState } from './photo-upload.service';

/** Largest chunk per request: small enough to resend cheaply on a flaky connection. */
export const MAX_CHUNK_BYTES = 8 * 1024 * 1024;
const CHUNK_TYPE = 'application/offset+octet-stream';

const stateSchema = z.object({
  upload_id: z.string(),
  offset: z.number().int(),
  size: z.number().int(),
  photo_id: z.number().int().nullable(),
  /** The sub-category the photo went into (an upload into the tray is sorted by the programme). */
  category_id: z.number().int().nullable().optional(),
});
const uploadIdParams = z.object({ upload_id: z.string().uuid() });

/**
 * Resumable photo and movie upload for operators (one file at a time, in chunks, in the manner of the
 * tus protocol): create → PATCH chunks with `upload-offset` → the last chunk makes the photo.
 * After a broken connection, GET tells the offset to continue from.
 */
export const photoUploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['operator'];
  // A new upload names its category; a running one is checked through the category it goes into.
  const intoCategory = operatorAccess(deps, (request) =>
    organizationOfCategory(deps.db, (request.body as { category_id: number }).category_id),
  );
  const ofUpload = operatorAccess(deps, async (request) => {
    const categoryId = await categoryOfUpload(deps.db, (request.params as { upload_id: string }).upload_id);
    return categoryId === null ? null : organizationOfCategory(deps.db, categoryId);
  });
  const uploadDeps = { ...deps, dataDir: deps.config.dataDir };
  app.addContentTypeParser(
    CHUNK_TYPE,
    { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/uploads',
    {
      ...intoCategory,
      schema: {
        tags,
        body: z.object({
          category_id: z.number().int().positive().max(2_147_483_647),
          event_id: z.number().int().positive().max(2_147_483_647).optional(),
          file_name: z.string().trim().min(1).max(255),
          size: z
            .number()
            .int()
            .min(1)
            .max(MAX_MOVIE_BYTES * 2),
        }),
        response: { 201: stateSchema },
      },
    },
    async (request, reply) => {
      const created = await createUpload(uploadDeps, {
        categoryId: request.body.category_id,
        eventId: request.body.event_id,
        fileName: request.body.file_name,
        size: request.body.size,
      });
      return reply.code(201).send({ ...created, photo_id: null });
    },
  );

  app.get(
    '/api/admin/uploads/:upload_id',
    { ...ofUpload, schema: { tags, params: uploadIdParams, response: { 200: stateSchema } } },
    (request) => uploadState(uploadDeps, actorOf(request), request.params.upload_id),
  );

  app.patch(
    '/api/admin/uploads/:upload_id',
    {
      ...ofUpload,
      schema: {
        tags,
        params: uploadIdParams,
        headers: z.object({ 'upload-offset': z.coerce.number().int().min(0) }),
        response: { 200: stateSchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError(415, 'REQUEST-415', platformMessages['request.unsupported_media_type']);
      }
      return appendChunk(
        uploadDeps,
        actorOf(request),
        request.params.upload_id,
        request.headers['upload-offset'],
        request.body,
      );
    },
  );
};
