import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInGuestForTest, signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal, getErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { clock } from '@/shared/time/clock';
import { EVENT_INFO, NOW, photoDetail, photoPage, range } from '@/test/event-fixtures';
import { renderApp } from '@/test/render-app';

// The "purchased" mark of the event's grid and item page (issue 13), from
// `GET /api/event/info/buyed_item/{event_id}`.

const realNow = clock.now;
beforeAll(async () => {
  await initI18n('ja');
});
beforeEach(async () => {
  await act(() => initI18n('ja'));
  clock.now = () => NOW;
});
afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  clock.now = realNow;
  window.scrollTo(0, 0);
});

const bought =
  (...ids: number[]) =>
  () =>
    json(200, {
      items: ids.map((id) => ({ image_item_id: id, sizes: [{ price_type_id: 1, size_id: 1, quantity: 1 }] })),
    });

describe('purchased mark', () => {
  it('marks the bought photos of the grid', async () => {
    signInMemberForTest('member-token');
    const api = fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/event/photo_list/category/2': () => json(200, photoPage(range(1, 8), null, 8)),
      'GET /api/event/info/buyed_item/1': bought(2, 5),
    });
    renderApp('/events/detail/1');
    await screen.findByRole('heading', { level: 1, name: '2026 秋の運動会' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: /かけっこ/ }));
    const grid = await screen.findByRole('list', { name: /年少/ });
    await within(grid).findAllByText('購入済み');
    const marked = within(grid)
      .getAllByText('購入済み')
      .map((mark) => mark.closest('li')?.querySelector('a')?.getAttribute('href'));
    expect(marked).toEqual(['/events/detail/1/2/2', '/events/detail/1/2/5']);
    expect(api.authOf('GET /api/event/info/buyed_item/1')).toBe('Bearer member-token');
  });

  it('marks a bought photo on the guest item page', async () => {
    signInGuestForTest('guest-token');
    fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/event/photo/1': () => json(200, photoDetail(1)),
      'GET /api/event/photo/2': () => json(200, photoDetail(2)),
      'GET /api/event/info/buyed_item/1': bought(1),
    });
    renderApp('/guest/events/detail/1/2/1');
    expect(await screen.findByText('購入済み', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows no mark and no error modal when the call fails', async () => {
    signInMemberForTest();
    fakeApi({
      'GET /api/event/info/1': () => json(200, EVENT_INFO),
      'GET /api/event/photo/1': () => json(200, photoDetail(1)),
      'GET /api/event/photo/2': () => json(200, photoDetail(2)),
      'GET /api/event/info/buyed_item/1': () => json(500, {}),
    });
    renderApp('/events/detail/1/2/1');
    await screen.findByText('1 / 8', {}, { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('購入済み')).toBeNull();
    expect(getErrorModal()).toBeNull();
  });
});
