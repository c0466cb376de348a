import { describe, expect, it } from 'vitest';
import { isOrderScopedToken } from './token-claims';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('isOrderScopedToken', () => {
  it('is true for a guest token issued for one order (spec §6)', () => {
    expect(isOrderScopedToken(jwt({ kind: 'guest', sub: '3', scope: { order_id: 12 } }))).toBe(true);
  });

  it('is false for other tokens, no token and text that is not a JWT', () => {
    expect(isOrderScopedToken(jwt({ kind: 'guest', sub: '3' }))).toBe(false);
    expect(isOrderScopedToken(null)).toBe(false);
    expect(isOrderScopedToken('not-a-token')).toBe(false);
    expect(isOrderScopedToken('a.%%%.b')).toBe(false);
  });
});
