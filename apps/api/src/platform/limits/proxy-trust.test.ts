import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

/**
 * Issue 25 #5: behind a proxy the client is the first untrusted hop from the right of
 * X-Forwarded-For; what the client wrote to the left of it never keys a limit.
 */
const inquiry = (n: number) => ({
  email: `parent${n}@example.jp`,
  name: 'Lan',
  category: 'download',
  inquiry_body: 'Tôi không tải được ảnh.',
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('keys the inquiry limit on the address the proxy saw, not on invented leftmost ones', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inquiry/form',
        remoteAddress: '10.0.0.1', // the load balancer
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        payload: inquiry(i),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('gives the client address to the routes', async () => {
    let seen = '';
    const probe = await createTestApp({
      env: { TRUST_PROXY: '2' },
      extend: (app) => {
        app.get('/probe-ip', async (request) => {
          seen = request.ip;
          return {};
        });
      },
    });
    await probe.app.inject({
      url: '/probe-ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.5' },
    });
    await probe.close();
    expect(seen).toBe('198.51.100.7');
  });
});

describe('TRUST_PROXY as an address list', () => {
  let t: TestApp;
  let seen = '';
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' },
      extend: (app) => {
        app.get('/probe-ip', async (request) => {
          seen = request.ip;
          return {};
        });
      },
    });
  });
  afterAll(() => t.close());

  const ipOf = async (remoteAddress: string, forwardedFor: string) => {
    await t.app.inject({ url: '/probe-ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return seen;
  };

  it('takes the first address from the right that is not a listed proxy', async () => {
    expect(await ipOf('10.0.0.1', '203.0.113.9, 198.51.100.7, 192.0.2.1, 10.1.2.3')).toBe('198.51.100.7');
  });

  it('believes no X-Forwarded-For from a client that connects directly', async () => {
    expect(await ipOf('198.51.100.44', '10.0.0.9')).toBe('198.51.100.44');
  });
});

describe('TRUST_PROXY values', () => {
  const load = (value: string) => () => loadConfig({ TRUST_PROXY: value });

  it('refuses "true" at start with a message that says what to set instead', () => {
    expect(load('true')).toThrow(
      /TRUST_PROXY: "true" would trust every X-Forwarded-For entry.*TRUST_PROXY=1/s,
    );
  });

  it('refuses what is neither a count nor an address or range', () => {
    expect(load('10.0.0.0/99')).toThrow(/not a hop count, address or CIDR range: 10.0.0.0\/99/);
    expect(load('proxy.example.com')).toThrow(/proxy.example.com/);
  });

  it('reads off, a hop count and a list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
  });
});
