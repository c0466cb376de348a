import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { initI18n } from '@/shared/i18n/i18n';
import { ErrorModal } from './error-modal';
import { closeErrorModal, errorModalEnvironment, getErrorModal, reportError } from './error-modal-store';

const body = (code: string) => ({
  display_message: `Default ${code}`,
  display_message_lang: { 'en-US': `English ${code}` },
  display_code: code,
});
const original = { ...errorModalEnvironment };
const navigate = vi.fn();

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(() => {
  errorModalEnvironment.navigate = navigate;
  errorModalEnvironment.pathname = () => '/events/detail/1';
  errorModalEnvironment.language = () => 'en-US';
});

afterEach(() => {
  act(() => closeErrorModal());
  Object.assign(errorModalEnvironment, original);
  navigate.mockReset();
});

describe('error modal (spec §8)', () => {
  it('shows the server message with its code, and runs the follow-up on close', async () => {
    render(<ErrorModal />);
    act(
      () => void reportError(new ApiError(404, body('EV-1'), '/api/event/info/1'), { followUp: '/history' }),
    );
    // Titled with what happened; the button names where it goes (issue #17).
    const dialog = await screen.findByRole('dialog', { name: 'Not found' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('English EV-1 (EV-1)');
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'See your orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/history');
  });

  it('keeps one modal at a time: a second error is dropped, not stacked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ErrorModal />);
    act(() => void reportError(new ApiError(400, body('FIRST'), '/api/cart')));
    act(() => void reportError(new ApiError(400, body('SECOND'), '/api/cart')));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain('FIRST');
    expect(getErrorModal()?.message).toMatchObject({ code: 'FIRST' });
    warn.mockRestore();
  });

  it('keeps Tab focus inside the dialog', async () => {
    render(<ErrorModal />);
    act(() => void reportError(new ApiError(400, body('TAB'), '/api/cart')));
    const ok = await screen.findByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('closes on Esc (the dialog cancel event) and still runs the follow-up', async () => {
    render(<ErrorModal />);
    act(() => void reportError(new ApiError(503, null, '/api/cart')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Internal Server Error');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('sends guests home to /guest after a network failure', async () => {
    errorModalEnvironment.pathname = () => '/guest/cart';
    render(<ErrorModal />);
    act(() => void reportError(new ApiError(null, null, '/api/cart')));
    expect(await screen.findByRole('dialog', { name: 'Could not connect' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('could not connect');
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(navigate).toHaveBeenCalledWith('/guest');
  });

  it.each([
    ['/history', false, '/token_missing?redirect=%2Fhistory'],
    ['/guest/cart', false, '/guest/landing?redirect=%2Fguest%2Fcart'],
    // The session could not be refreshed: spec §8 "expired guest token".
    ['/guest/cart', true, '/guest/expired?redirect=%2Fguest%2Fcart'],
  ])('redirects a 401 on %s (session ended: %s) to %s without a modal', (pathname, ended, target) => {
    errorModalEnvironment.pathname = () => pathname;
    render(<ErrorModal />);
    const error = new ApiError(401, null, '/api/cart');
    error.sessionEnded = ended;
    act(() => void reportError(error));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith(target);
  });
});
