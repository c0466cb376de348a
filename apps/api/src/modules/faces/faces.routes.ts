import {
  childEventListSchema,
  childFaceInfoSchema,
  childFaceParamsSchema,
  childIdParamsSchema,
  eventsByChildQuerySchema,
  eventsByChildSchema,
  FACE_IMAGE_MAX_BYTES,
  faceDetectBodySchema,
  faceDetectResultSchema,
  faceFeedbackBodySchema,
  faceImageUploadBodySchema,
  faceImageUploadResultSchema,
  faceMatchBodySchema,
  faceMatchSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import {
  addChildFaceImage,
  detectFaces,
  getChildFaceInfo,
  removeChildFaceImage,
} from './child-faces.service';
import { listChildEvents, listEventsByChild, matchFaces, recordFeedback } from './face-match.service';
import { matchRule } from './face-matching';

// A base64 image is 4/3 of its bytes, plus the JSON around it.
const FACE_BODY_LIMIT = Math.ceil((FACE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Face matching (spec §7 User face images, `POST /api/face/match`, the child event lists).
 * Member only (§6): guests have no children.
 */
export const facesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const member = app.requireAuth(['member']);
  const memberId = (request: { auth: { subject: string } | null }) => Number(request.auth!.subject);
  const match = { db: deps.db, storage: deps.storage, threshold: deps.config.faces.matchThreshold };

  app.get(
    '/api/user/child/:child_id/face_image',
    {
      onRequest: member,
      schema: { tags: ['user'], params: childIdParamsSchema, response: { 200: childFaceInfoSchema } },
    },
    (request) =>
      getChildFaceInfo(deps.db, memberId(request), request.params.child_id, matchRule(match.threshold)),
  );
  app.post(
    '/api/user/child/:child_id/face_image',
    {
      onRequest: member,
      bodyLimit: FACE_BODY_LIMIT,
      schema: {
        tags: ['user'],
        params: childIdParamsSchema,
        body: faceImageUploadBodySchema,
        response: { 201: faceImageUploadResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addChildFaceImage(deps, memberId(request), request.params.child_id, request.body)),
  );
  app.delete(
    '/api/user/child/:child_id/face_image/:child_face_id',
    { onRequest: member, schema: { tags: ['user'], params: childFaceParamsSchema } },
    async (request, reply) => {
      await removeChildFaceImage(
        deps,
        memberId(request),
        request.params.child_id,
        request.params.child_face_id,
      );
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/face/detect',
    {
      onRequest: member,
      bodyLimit: FACE_BODY_LIMIT,
      schema: { tags: ['faces'], body: faceDetectBodySchema, response: { 200: faceDetectResultSchema } },
    },
    (request) => detectFaces(deps, request.body.face_image_base64, request.lang),
  );
  app.post(
    '/api/face/match',
    {
      onRequest: member,
      schema: { tags: ['faces'], body: faceMatchBodySchema, response: { 200: faceMatchSchema } },
    },
    (request) => matchFaces(match, memberId(request), request.body),
  );
  app.post(
    '/api/face/feedback',
    { onRequest: member, schema: { tags: ['faces'], body: faceFeedbackBodySchema } },
    async (request, reply) => {
      await recordFeedback(match, memberId(request), request.body);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/event/list/children',
    { onRequest: member, schema: { tags: ['events'], response: { 200: childEventListSchema } } },
    (request) => listChildEvents(match, memberId(request), request.lang),
  );
  app.get(
    '/api/event/list_by_child',
    {
      onRequest: member,
      schema: {
        tags: ['events'],
        querystring: eventsByChildQuerySchema,
        response: { 200: eventsByChildSchema },
      },
    },
    (request) => listEventsByChild(match, memberId(request), request.query.child_id, request.lang),
  );
};
