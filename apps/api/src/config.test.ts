import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SANDBOX_ALLOWED = {
  NODE_ENV: 'production',
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
    expect(loadConfig({ ...SANDBOX_ALLOWED, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('refuses the payment sandbox in production unless ALLOW_SANDBOX_PAYMENTS=true says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
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
});
