import {
  organizationIdParamsSchema,
  studioDashboardQuerySchema,
  studioDashboardSchema,
} from '@omoide/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { operatorAccess } from '../operators/operator-guard';
import { dashboardOf } from './dashboard.service';
import { dashboardCsv } from './dashboard-csv';

/**
 * The studio's dashboard (issue #15): an organisation's sales, downloads, prints, payment
 * types and face-search use over a period, as figures and as a CSV for a spreadsheet.
 * Who may read them is operator-permissions.ts (owner and support).
 */
export const studioDashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['studio'];
  const ofOrganization = operatorAccess(deps);
  const schema = { tags, params: organizationIdParamsSchema, querystring: studioDashboardQuerySchema };

  app.get(
    '/api/studio/organizations/:organization_id/dashboard',
    { ...ofOrganization, schema: { ...schema, response: { 200: studioDashboardSchema } } },
    (request) => dashboardOf(deps.db, request.params.organization_id, request.query, request.lang),
  );

  app.get(
    '/api/studio/organizations/:organization_id/dashboard.csv',
    { ...ofOrganization, schema },
    async (request, reply) => {
      const { organization_id } = request.params;
      const figures = await dashboardOf(deps.db, organization_id, request.query, request.lang);
      const days = new Intl.DateTimeFormat('sv-SE', { timeZone: figures.time_zone, dateStyle: 'short' });
      const day = (t: number) => days.format(new Date(t * 1000));
      const name = `dashboard-${organization_id}-${day(figures.from_t)}-${day(figures.to_t - 1)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(dashboardCsv(figures, request.lang));
    },
  );
};
