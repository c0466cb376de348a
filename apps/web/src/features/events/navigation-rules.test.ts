import { describe, expect, it } from 'vitest';
import {
  eventDetailEntry,
  photoCacheArea,
  type RoutePoint,
  shouldClearPhotoListCache,
  shouldStoreDetailState,
} from './navigation-rules';

const at = (name: string | null, eventId: string | null = null): RoutePoint => ({ name, eventId });
const DETAIL = 'events-detail-eventId';
const ITEM = 'events-detail-eventId-categoryId-itemId';
const TRIM = 'events-detail-eventId-categoryId-itemId-trim';

describe('spec §2: names beginning with events or cart', () => {
  it.each([
    ['events', 'events'],
    ['events-code', 'events'],
    [DETAIL, 'events'],
    [TRIM, 'events'],
    ['guest-events-detail-eventId', 'events'],
    ['cart', 'cart'],
    ['cart-eventId', 'cart'],
    ['guest-cart-eventId-itemId-photoCustomId', 'cart'],
    ['index', null],
    ['eventsx', null],
    ['guest', null],
    ['history', null],
    [null, null],
  ])('%s → %s', (name, area) => {
    expect(photoCacheArea(name)).toBe(area);
  });
});

describe('spec §2: leaving the events or cart areas clears the photo-list cache', () => {
  it.each([
    [at(DETAIL, '1'), at('index'), true],
    [at(ITEM, '1'), at('history'), true],
    [at('cart'), at('library'), true],
    [at('guest-events-detail-eventId', '1'), at('guest'), true],
    [at(DETAIL, '1'), at(ITEM, '1'), false],
    [at(ITEM, '1'), at('cart'), false],
    [at('cart'), at(DETAIL, '1'), false],
    [at('index'), at('news'), false],
    [null, at('index'), false],
  ] as const)('%o → %o: %s', (from, to, clear) => {
    expect(shouldClearPhotoListCache(from, to)).toBe(clear);
  });
});

describe('spec §2: entering the event detail', () => {
  it('restores when coming back from an item of the same event', () => {
    expect(eventDetailEntry(at(ITEM, '1'), at(DETAIL, '1'))).toBe('restore');
    expect(eventDetailEntry(at(`guest-${ITEM}`, '1'), at(`guest-${DETAIL}`, '1'))).toBe('restore');
  });

  it.each([
    [null],
    [at('index')],
    [at('events')],
    [at('events-code')],
    [at('cart-eventId', '1')],
    [at(TRIM, '1')],
    [at(DETAIL, '2')],
    [at(ITEM, '2')],
  ])('resets when coming from %o', (from) => {
    expect(eventDetailEntry(from, at(DETAIL, '1'))).toBe('reset');
  });

  it('says nothing about other pages', () => {
    expect(eventDetailEntry(at(DETAIL, '1'), at(ITEM, '1'))).toBeNull();
    expect(eventDetailEntry(null, at('index'))).toBeNull();
  });
});

describe('spec §2: going from the event detail to the item detail stores the scroll position', () => {
  it.each([
    [at(DETAIL, '1'), at(ITEM, '1'), true],
    [at(`guest-${DETAIL}`, '3'), at(`guest-${ITEM}`, '3'), true],
    [at(DETAIL, '1'), at('cart'), false],
    [at(ITEM, '1'), at(ITEM, '1'), false],
    [at(DETAIL, '1'), at(ITEM, '2'), false],
    [null, at(ITEM, '1'), false],
  ] as const)('%o → %o: %s', (from, to, store) => {
    expect(shouldStoreDetailState(from, to)).toBe(store);
  });
});
