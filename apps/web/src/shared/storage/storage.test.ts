import { describe, expect, it } from 'vitest';
import { getAppFrom, getIsPreview, setAppFrom, setIsPreview } from './app-storage';
import { clearTokenRecord, readTokenRecord, writeTokenRecord } from './token-storage';

describe('token records (spec §3)', () => {
  it('keeps members under "jwt" and guests under "guestJwt"', () => {
    writeTokenRecord('member', { token: 'm', expires_t: 10, refresh_expires_t: 20 });
    writeTokenRecord('guest', { token: 'g', expires_t: 30, refresh_expires_t: 40 });
    expect(JSON.parse(localStorage.getItem('jwt') ?? '')).toEqual({
      token: 'm',
      expires_t: 10,
      refresh_expires_t: 20,
    });
    expect(readTokenRecord('guest')?.token).toBe('g');
    clearTokenRecord('member');
    expect(readTokenRecord('member')).toBeNull();
    expect(readTokenRecord('guest')).not.toBeNull();
  });

  it.each([
    ['not json', '{'],
    ['missing times', JSON.stringify({ token: 'x' })],
    ['empty token', JSON.stringify({ token: '', expires_t: 1, refresh_expires_t: 2 })],
  ])('treats a malformed record (%s) as absent', (_label, raw) => {
    localStorage.setItem('jwt', raw);
    expect(readTokenRecord('member')).toBeNull();
  });
});

describe('appFrom and isPreview (spec §3)', () => {
  it('defaults appFrom to "web"', () => {
    expect(getAppFrom()).toBe('web');
    setAppFrom('ios_app');
    expect(getAppFrom()).toBe('ios_app');
    setAppFrom(null);
    expect(getAppFrom()).toBe('web');
  });

  it('stores isPreview as the text true/false', () => {
    expect(getIsPreview()).toBe(false);
    setIsPreview(true);
    expect(localStorage.getItem('isPreview')).toBe('true');
    expect(getIsPreview()).toBe(true);
    setIsPreview(false);
    expect(localStorage.getItem('isPreview')).toBe('false');
    expect(getIsPreview()).toBe(false);
  });
});
