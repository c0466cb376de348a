import { describe, expect, it } from 'vitest';
import { TokenService } from './token-service';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

function serviceAt(clock: { now: number }) {
  return new TokenService(SECRET, { accessSeconds: 600, refreshSeconds: 3600 }, () => clock.now);
}

describe('spec §3/§4 token expiry fields', () => {
  it('issues expires_t and refresh_expires_t in epoch seconds', async () => {
    const clock = { now: 1_800_000_000 };
    const issued = await serviceAt(clock).issue({ kind: 'member', subject: '42' });
    expect(issued.expires_t).toBe(1_800_000_600);
    expect(issued.refresh_expires_t).toBe(1_800_003_600);
  });

  it('accepts the token before expires_t and refuses it at expires_t', async () => {
    const clock = { now: 1_800_000_000 };
    const tokens = serviceAt(clock);
    const { token } = await tokens.issue({ kind: 'guest', subject: 'g1' });
    clock.now += 599;
    expect(await tokens.verify(token)).toMatchObject({ kind: 'guest', subject: 'g1' });
    clock.now += 1;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('still accepts an expired token for refresh until refresh_expires_t', async () => {
    const clock = { now: 1_800_000_000 };
    const tokens = serviceAt(clock);
    const { token } = await tokens.issue({ kind: 'member', subject: '7' });
    clock.now += 3599;
    expect(await tokens.verify(token, { allowExpired: true })).toMatchObject({ subject: '7' });
    clock.now += 1;
    expect(await tokens.verify(token, { allowExpired: true })).toBeNull();
  });

  it('refuses a token signed with another secret or tampered with', async () => {
    const clock = { now: 1_800_000_000 };
    const { token } = await serviceAt(clock).issue({ kind: 'member', subject: '1' });
    const other = new TokenService(
      'another-secret-that-is-long-enough-for-hs256',
      undefined,
      () => clock.now,
    );
    expect(await other.verify(token)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', kind: 'member', iss: 'omoide', exp: 2e9 }),
    ).toString('base64url');
    expect(await serviceAt(clock).verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(await serviceAt(clock).verify('not-a-jwt')).toBeNull();
  });
});
