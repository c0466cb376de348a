import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEnvironment } from '@/shared/api/api-client';
import { errorJson, fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { addToCart, buildCartBodies } from './cart-request';

const crop = { size_id: 2, x: 0.1, y: 0, width: 0.6, height: 0.9 };
const original = { ...apiEnvironment };
const EMPTY_CART = { cart: [], quantity: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(apiEnvironment, original);
});

describe('the cart request (spec §7 POST /api/cart)', () => {
  it('sends the download and uncropped prints together, each cropped print on its own', () => {
    expect(
      buildCartBodies({ eventId: 1, itemId: 9, quantities: { 11: 1, 1: 1, 2: 3, 3: 0 }, crops: { 2: crop } }),
    ).toEqual([
      {
        event_id: 1,
        image_info_id: 9,
        sizes: [
          { size_id: 1, quantity: 1 },
          { size_id: 11, quantity: 1 },
        ],
      },
      { event_id: 1, image_info_id: 9, sizes: [{ size_id: 2, quantity: 3 }], photo_custom: crop },
    ]);
    expect(buildCartBodies({ eventId: 1, itemId: 9, quantities: { 2: 0 }, crops: { 2: crop } })).toEqual([]);
  });

  it('posts with the area’s token and resolves with the cart of the last answer', async () => {
    signInMemberForTest('m-token');
    apiEnvironment.pathname = () => '/events/detail/1/2/9';
    let answers = 0;
    const api = fakeApi({ 'POST /api/cart': () => json(200, { cart: [], quantity: ++answers }) });
    await expect(
      addToCart({ eventId: 1, itemId: 9, quantities: { 1: 1, 2: 1 }, crops: { 2: crop } }, 'member'),
    ).resolves.toEqual({ cart: [], quantity: 2 });
    expect(api.authOf('POST /api/cart')).toBe('Bearer m-token');
    expect(api.bodyOf('POST /api/cart')).toEqual({
      event_id: 1,
      image_info_id: 9,
      sizes: [{ size_id: 1, quantity: 1 }],
    });
    expect(api.calls()).toEqual(['POST /api/cart', 'POST /api/cart']);
  });

  it('resets the guest cart-saved flag when a guest adds an item (spec §4)', async () => {
    signInGuestForTest();
    localStorage.setItem('guestCartSaved', 'true');
    fakeApi({ 'POST /api/cart': () => json(200, EMPTY_CART) });
    await addToCart({ eventId: 1, itemId: 9, quantities: { 1: 1 }, crops: {} }, 'guest');
    expect(localStorage.getItem('guestCartSaved')).toBe('false');
  });

  it('keeps the flag when the post fails', async () => {
    signInGuestForTest();
    localStorage.setItem('guestCartSaved', 'true');
    fakeApi({ 'POST /api/cart': () => errorJson(400, 'CART-400', {}) });
    await expect(
      addToCart({ eventId: 1, itemId: 9, quantities: { 1: 1 }, crops: {} }, 'guest'),
    ).rejects.toThrow(/CART-400/);
    expect(localStorage.getItem('guestCartSaved')).toBe('true');
  });

  it('passes failures on', async () => {
    signInMemberForTest();
    fakeApi({ 'POST /api/cart': () => errorJson(404, 'CART-ITEM-404', { 'en-US': 'This photo is gone.' }) });
    await expect(
      addToCart({ eventId: 1, itemId: 9, quantities: { 1: 1 }, crops: {} }, 'member'),
    ).rejects.toThrow(/CART-ITEM-404/);
    fakeApi({ 'POST /api/cart': () => errorJson(500, 'SERVER-500', {}) });
    await expect(
      addToCart({ eventId: 1, itemId: 9, quantities: { 1: 1 }, crops: {} }, 'member'),
    ).rejects.toThrow(/500/);
  });
});
