import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gatewaySandbox } from './index';

describe('gateway sandbox shell', () => {
  it('answers its health check under /sandbox, listing its gateways', async () => {
    const app = Fastify();
    await app.register(gatewaySandbox);
    const res = await app.inject({ url: '/sandbox/healthz' });
    expect(res.json()).toEqual({ status: 'ok', gateways: ['card', 'wallet', 'dcc', 'cvs'] });
    await app.close();
  });
});
