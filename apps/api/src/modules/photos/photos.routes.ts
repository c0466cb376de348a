import {
  categoryIdParamsSchema,
  itemIdParamsSchema,
  type PhotoList,
  photoDetailSchema,
  photoListSchema,
  photoPageParamsSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendRanged } from '../../platform/http/media-range';
import { MEDIA_VARIANTS, mediaKeyOf } from '../../platform/media/media-url';
import { backfillResponsive, isResponsiveVariant } from '../../platform/media/responsive-backfill';
import type { Buyer } from '../events/event-access';
import { getPhotoDetail, getPhotoPageJson } from './photo-list.service';

const buyerOf = (request: { auth: { kind: Buyer['kind']; subject: string } | null }): Buyer => ({
  kind: request.auth!.kind,
  subject: request.auth!.subject,
});

/** Spec §7 photo lists, and the public derivatives they link to. */
export const photosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  const tags = ['photos'];

  // Pages are sent as JSON text cached per listing (typed as the schema they follow, which
  // still documents them); Fastify sends a string as it is.
  app.get(
    '/api/event/photo_list/category/:category_id',
    {
      onRequest: app.requireAuth(['member']),
      schema: { tags, params: categoryIdParamsSchema, response: { 200: photoListSchema } },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await getPhotoPageJson(
            db,
            buyerOf(request),
            request.params.category_id,
            0,
          )) as unknown as PhotoList,
        ),
  );
  app.get(
    '/api/event/photo_list/category/:category_id/:next_index',
    {
      onRequest: app.requireAuth(['member', 'guest']),
      schema: { tags, params: photoPageParamsSchema, response: { 200: photoListSchema } },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await getPhotoPageJson(
            db,
            buyerOf(request),
            request.params.category_id,
            request.params.next_index,
          )) as unknown as PhotoList,
        ),
  );

  app.get(
    '/api/event/photo/:item_id',
    {
      onRequest: app.requireAuth(['member', 'guest']),
      schema: { tags, params: itemIdParamsSchema, response: { 200: photoDetailSchema } },
    },
    (request) => getPhotoDetail(db, buyerOf(request), request.params.item_id),
  );

  // Thumbnails and watermarked previews: a media key names one processing of one photo, so
  // the bytes behind a URL never change and browsers and CDNs may keep them for a year.
  // Originals are never reachable here. A movie's preview clip is answered in ranges. The
  // responsive files of photos processed before they existed are made on first request.
  app.get(
    '/media/:media_key/:variant',
    {
      schema: {
        hide: true,
        params: z.object({ media_key: z.string().uuid(), variant: z.enum(MEDIA_VARIANTS) }),
      },
    },
    async (request, reply) => {
      const { media_key, variant } = request.params;
      const etag = `"${media_key}-${variant}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      // Our pages embed these images; the default same-origin resource policy stays.
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (variant === 'clip.mp4') {
        const sent = await sendRanged(
          reply,
          storage,
          mediaKeyOf(media_key, variant),
          'video/mp4',
          request.headers.range,
        );
        if (sent) return sent;
        reply.header('cache-control', 'no-store');
        return reply.callNotFound();
      }
      const body =
        (await storage.stream(mediaKeyOf(media_key, variant))) ??
        (isResponsiveVariant(variant) ? await backfillResponsive(storage, media_key, variant) : null);
      if (!body) {
        reply.header('cache-control', 'no-store');
        return reply.callNotFound();
      }
      return reply.type(variant.endsWith('.webp') ? 'image/webp' : 'image/jpeg').send(body);
    },
  );
};
