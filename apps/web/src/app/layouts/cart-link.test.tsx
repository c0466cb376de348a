import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';

beforeEach(async () => {
  await act(() => initI18n('ja'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const cartOf = (quantity: number) => () => json(200, { cart: [], quantity });

describe('cart badge in the header (spec §9)', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('counts %i as "%s"', async (quantity, text) => {
    signInMemberForTest();
    fakeApi({ 'GET /api/cart': cartOf(quantity) });
    renderApp('/cart');
    const link = await screen.findByRole('link', { name: `カート ${text}点` }, { timeout: 3000 });
    expect(link.textContent).toBe(text);
    expect(link.getAttribute('href')).toBe('/cart');
  });

  it.each(['ja', 'hant', 'vi', 'en-US'] as const)(
    'names the link with its visible count outside brackets in %s (axe label-content-name-mismatch)',
    async (locale) => {
      await act(() => initI18n(locale));
      signInMemberForTest();
      fakeApi({ 'GET /api/cart': cartOf(7) });
      renderApp('/cart');
      const badge = await screen.findByText('7', {}, { timeout: 3000 });
      const name = badge.closest('a')?.getAttribute('aria-label') ?? '';
      // axe drops parenthesised words (after NFKD folds full-width brackets) before it looks
      // for the visible text in the name: a count in brackets is a mismatch.
      const unbracketed = name.normalize('NFKD').replace(/\([^()]*\)/g, '');
      expect(unbracketed).toMatch(/(^|\D)7(\D|$)/);
    },
  );

  it('shows no count for an empty cart', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'GET /api/cart': cartOf(0) });
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    await vi.waitFor(() => expect(api.calls()).toContain('GET /api/cart'));
    expect(screen.getByRole('link', { name: 'カート' }).textContent).toBe('');
  });

  it('counts the guest’s cart with the guest token', async () => {
    signInGuestForTest('g-token');
    const api = fakeApi({ 'GET /api/cart': cartOf(3) });
    renderApp('/guest/cart');
    const link = await screen.findByRole('link', { name: 'カート 3点' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/guest/cart');
    expect(api.authOf('GET /api/cart')).toBe('Bearer g-token');
  });

  it('asks for no cart without a token of the area', async () => {
    signInMemberForTest();
    const api = fakeApi({ 'GET /api/cart': cartOf(3) });
    // The landing is open to visitors without a guest token; the member token is not theirs.
    renderApp('/guest/landing');
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'カート' })).toBeTruthy();
    expect(api.calls()).not.toContain('GET /api/cart');
  });
});
