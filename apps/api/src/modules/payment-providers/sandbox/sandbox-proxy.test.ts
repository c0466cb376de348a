import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileTextPlugin } from '../../../platform/hostile-text';
import { sandboxProxy } from './sandbox-proxy';

/**
 * The browser's card token call reaches a sandbox process through the API (decision 026). The
 * proxy hands the request on as a stream; the hostile-text guard (issue #25 item 13) must not
 * walk that stream as if it were a parsed body — it did, and every forwarded POST was a 400
 * (found by bench/soak: every card token through an APP_ROLE=api process refused).
 */
let upstream: FastifyInstance;
let api: FastifyInstance;

beforeAll(async () => {
  upstream = Fastify();
  upstream.post('/sandbox/card/v2/CreateToken.json', async (request) => ({ got: request.body }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.server.address() as { port: number };
  api = Fastify();
  await api.register(hostileTextPlugin);
  await api.register(async (scope) => sandboxProxy(scope, `http://127.0.0.1:${port}/sandbox`));
  // A real socket: an injected request's stream is not what a browser's is.
  await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api.close();
  await upstream.close();
});

describe('/sandbox/* forwarded to the sandbox process', () => {
  it('passes a JSON POST through unchanged', async () => {
    const { port } = api.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/sandbox/card/v2/CreateToken.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ encryptionParameters: { type: 'UNIQUE_PK', apiKey: 'pk_test' } }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({
      got: { encryptionParameters: { type: 'UNIQUE_PK', apiKey: 'pk_test' } },
    });
  });
});
