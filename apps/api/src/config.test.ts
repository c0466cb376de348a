import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A secret as `openssl rand -base64 48` makes one. */
const STRONG_SECRET = 'kq3V9xZ2m0RtY7bWc4NfL8pHs1JgD6aE5uQiO-Tw_Xv';

const SANDBOX_ALLOWED = {
  NODE_ENV: 'production',
  JWT_SECRET: STRONG_SECRET,
  ALLOW_SANDBOX_PAYMENTS: 'true',
  PAYMENT_SANDBOX_URL: 'http://sandbox.internal:3200/sandbox',
};

describe('configuration from the environment', () => {
  it('defaults to the embedded mode on port 3000 with ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    // No address is assumed: browsers get same-origin or request-derived URLs (decision 026).
    expect(config.publicUrl).toBeUndefined();
    expect(config.localUrl).toBe('http://localhost:3000');
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and SEED_DEMO', () => {
    const config = loadConfig({
      PORT: '3100',
      DATA_DIR: '/tmp/omoide-x',
      DATABASE_URL: 'postgres://u@db:5432/omoide',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 3100,
      dataDir: '/tmp/omoide-x',
      databaseUrl: 'postgres://u@db:5432/omoide',
      seedDemo: false,
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig(SANDBOX_ALLOWED).jwtSecret).toBe(STRONG_SECRET);
  });

  it('refuses the payment sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/sandbox/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(
      /PAYMENT_SANDBOX_URL/,
    );
    expect(loadConfig({ ...SANDBOX_ALLOWED, ...production }).allowSandboxPayments).toBe(true);
    // Outside production the embedded sandbox is the default.
    expect(loadConfig({}).allowSandboxPayments).toBe(false);
  });

  it('production seeds no demo data unless SEED_DEMO=true asks for it; development does (issue 25 item 2)', () => {
    expect(loadConfig(SANDBOX_ALLOWED).seedDemo).toBe(false);
    expect(loadConfig({ ...SANDBOX_ALLOWED, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('production serves no API reference; development does (issue 25 item 16)', () => {
    expect(loadConfig(SANDBOX_ALLOWED).apiDocs).toBe(false);
    expect(loadConfig({}).apiDocs).toBe(true);
  });

  it('refuses to start production with a development, example or repeated secret', () => {
    for (const weak of [
      'test-secret-that-is-long-enough-for-hs256!',
      'x'.repeat(32),
      'change-me-change-me-change-me-change-me',
      'my-omoide-production-jwt-signing-key-2026',
      'abababababababababababababababababab',
    ]) {
      expect(() => loadConfig({ ...SANDBOX_ALLOWED, JWT_SECRET: weak }), weak).toThrow(/JWT_SECRET/);
    }
    expect(() => loadConfig({ ...SANDBOX_ALLOWED, OPERATOR_API_KEY: 'example-operator-key-000000' })).toThrow(
      /OPERATOR_API_KEY/,
    );
    // A random secret that happens to hold a word's letters is not refused.
    expect(
      loadConfig({ ...SANDBOX_ALLOWED, JWT_SECRET: 'Q7testZr91Kd0mVpXw3LsB8nYcA5eJ2hFu6' }).jwtSecret,
    ).toBeTruthy();
    // Outside production the same values are fine (tests, the embedded trial).
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('takes ALLOWED_LINK_HOSTS as host names beside PUBLIC_URL’s, and refuses URLs there', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://Photos.example.jp',
      ALLOWED_LINK_HOSTS: 'School.example.jp, help.example.jp',
    });
    expect(config.allowedLinkHosts).toEqual(['photos.example.jp', 'school.example.jp', 'help.example.jp']);
    expect(() => loadConfig({ ALLOWED_LINK_HOSTS: 'https://school.example.jp/' })).toThrow(
      /ALLOWED_LINK_HOSTS/,
    );
  });
});
