import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RouteEntry = { method: string; url: string; hidden: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the app registered (HEAD twins left out), including those the OpenAPI
     * document hides: the authorisation matrix and the fuzzer enumerate this, so a new route
     * cannot ship without a declared access rule (issue #25).
     */
    routeTable: RouteEntry[];
  }
}

export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        table.push({ method, url: route.url, hidden: route.schema?.hide === true });
      }
    });
  },
  { name: 'route-table' },
);
