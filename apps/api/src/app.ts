import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { gatewaySandbox } from '@omoide/gateway-sandbox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { fastifyTrustProxy } from './config-trust-proxy';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionIsLive } from './modules/auth/auth.service';
import { memberPasswordRoutes } from './modules/auth/member-password.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoriesAdminRoutes } from './modules/catalogue/categories-admin.routes';
import { eventsAdminRoutes } from './modules/catalogue/events-admin.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contentStudioRoutes } from './modules/content/content-studio.routes';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { facesRoutes } from './modules/faces/faces.routes';
import { facesAdminRoutes } from './modules/faces/faces-admin.routes';
import { familyRoutes } from './modules/family/family.routes';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes';
import { guestRoutes } from './modules/guest/guest.routes';
import { healthRoutes } from './modules/health/health.routes';
import { studioInquiriesRoutes } from './modules/inquiries/inquiries-studio.routes';
import { inquiryRoutes } from './modules/inquiries/inquiry.routes';
import { keepRoutes } from './modules/keep/keep.routes';
import { operatorsRoutes } from './modules/operators/operators.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { studioOrdersRoutes } from './modules/orders/orders-studio.routes';
import { sandboxProxy } from './modules/payment-providers/sandbox/sandbox-proxy';
import { checkoutRoutes } from './modules/payments/checkout/checkout.routes';
import { cvsNotifyRoutes } from './modules/payments/notifications/cvs-notify.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { photoAlertsRoutes } from './modules/photo-alerts/photo-alerts.routes';
import { photoReviewRoutes } from './modules/photo-review/photo-review.routes';
import { photoUploadRoutes } from './modules/photos/photo-upload.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { photosAdminRoutes } from './modules/photos/photos-admin.routes';
import { photosStudioRoutes } from './modules/photos/photos-studio.routes';
import { programmeRoutes } from './modules/photos/programme.routes';
import { postcodesRoutes } from './modules/postcodes/postcodes.routes';
import { studioDashboardRoutes } from './modules/reports/dashboard.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authGuardPlugin } from './platform/auth/auth-guard';
import { errorHandlerPlugin } from './platform/error-handler';
import { clientErrorHandler, frameworkErrors } from './platform/framework-errors';
import { hostileTextPlugin } from './platform/hostile-text';
import { devMailRoutes } from './platform/mail/dev-mail.routes';
import { openApiPlugin } from './platform/openapi';
import { rateLimitPlugin } from './platform/rate-limit';
import { requestLanguagePlugin } from './platform/request-language';
import { routeTablePlugin } from './platform/route-table';
import { securityHeadersPlugin } from './platform/security-headers';
import { serveWebApp } from './platform/web/web-app';
import { zodSerializerCompiler } from './platform/zod-serializer';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app on the same port (the one-process embedded mode). */
  serveWeb?: boolean;
};

// Bodies beyond this are refused with a 413 before parsing; uploads raise it per route.
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * A worker process's only HTTP (APP_ROLE=worker): liveness and readiness for the
 * orchestrator, and nothing a browser or a buyer could use (docs/decisions/026).
 */
export async function buildWorkerApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  await app.register(securityHeadersPlugin);
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin, { spaFallback: null });
  await app.register(healthRoutes, deps);
  return app;
}

/** Every plugin and module's routes on one Fastify instance; tests call this with their deps. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Signed download links carry their signature in the path (~250 characters).
    routerOptions: { maxParamLength: 1024 },
    // Answers given before any hook runs, in the §8 shape too (issue #25 item 14).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so it sees every route registered after it.
  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(requestLanguagePlugin);
  const spaFallback = options.serveWeb ? await serveWebApp(app, deps.config.webDistDir) : null;
  await app.register(errorHandlerPlugin, { spaFallback });
  await app.register(authGuardPlugin, {
    tokens: deps.tokens,
    sessionIsLive: (token) => sessionIsLive(deps.db, token),
  });
  await app.register(hostileTextPlugin);
  await app.register(rateLimitPlugin, { db: deps.db });
  await app.register(openApiPlugin, { serve: deps.config.apiDocs });

  await app.register(healthRoutes, deps);
  await app.register(systemRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(inquiryRoutes, deps);
  if (deps.config.paymentSandboxEmbedded) {
    // The embedded sandbox keeps its ledger beside the data, so it outlives a restart.
    await app.register(gatewaySandbox, { dataDir: deps.config.paymentSandboxDataDir });
  } else {
    // A sandbox process of its own (always so in production, config.ts): browsers reach it here.
    await app.register(async (scope) => sandboxProxy(scope, deps.config.paymentSandboxUrl));
  }
  await app.register(authRoutes, deps);
  await app.register(memberPasswordRoutes, deps);
  await app.register(guestRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(eventsRoutes, deps);
  await app.register(photosRoutes, deps);
  await app.register(photosAdminRoutes, deps);
  await app.register(photoUploadRoutes, deps);
  await app.register(facesRoutes, deps);
  await app.register(facesAdminRoutes, deps);
  await app.register(familyRoutes, deps);
  await app.register(photoAlertsRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(keepRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(postcodesRoutes, deps);
  await app.register(cvsNotifyRoutes, deps);
  await app.register(downloadsRoutes, deps);
  await app.register(paymentsRoutes, deps);
  await app.register(backupRoutes, deps);
  await app.register(operatorsRoutes, deps);
  await app.register(fulfilmentRoutes, deps);
  await app.register(categoriesAdminRoutes, deps);
  await app.register(photosStudioRoutes, deps);
  await app.register(programmeRoutes, deps);
  await app.register(photoReviewRoutes, deps);
  await app.register(studioOrdersRoutes, deps);
  await app.register(eventsAdminRoutes, deps);
  await app.register(studioDashboardRoutes, deps);
  await app.register(contentStudioRoutes, deps);
  await app.register(studioInquiriesRoutes, deps);
  // The embedded mode's mailbox; never exposed in production or when real mail is sent.
  if (deps.mailer.mode === 'outbox' && deps.config.nodeEnv !== 'production') {
    await app.register(devMailRoutes, deps);
  }

  return app;
}
