import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/shared/auth/test-api';
import { signInMemberForTest } from '@/shared/auth/test-sessions';
import { closeErrorModal } from '@/shared/errors/error-modal-store';
import { initI18n } from '@/shared/i18n/i18n';
import { renderApp } from '@/test/render-app';
import { CvsNetworkChoice } from './cvs-network-choice';
import { CvsSlipView } from './cvs-slip-view';
import { readOrder, writeOrder } from './order-storage';
import { BUYER_FORM, cartEvent, cartRoute, ORDER_DETAIL, orderResult, PAYMENT } from './test-fixtures';

// docs/decisions/012: the store choice, the order through /rakuten/process_cvs and the slip.
const PROCESS_CVS = 'POST /api/order/rakuten/process_cvs';
const SLIP = {
  network: '00001',
  payment_number: '12345678901',
  confirmation_number: '654321',
  deadline_t: 1_795_000_000,
  amount: 1980,
  currency_type_id: 1,
  instructions_url: 'http://localhost:3000/sandbox/cvs/how-to-pay/00001',
};

beforeEach(async () => {
  signInMemberForTest('member-token');
  await act(() => initI18n('ja'));
});

afterEach(() => {
  act(() => closeErrorModal());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CvsNetworkChoice', () => {
  it('offers the Japanese stores for r_cvs_net and Taiwan’s two for tw_cvs_net, with sized badges', () => {
    const onChange = vi.fn();
    const { unmount } = render(<CvsNetworkChoice type="r_cvs_net" value="" onChange={onChange} />);
    const names = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    expect(names).toEqual(['00001', '00002', '00005', '00006', '00007', '00008']);
    fireEvent.click(screen.getByRole('radio', { name: /ローソン/ }));
    expect(onChange).toHaveBeenCalledWith('00001');
    const badge = document.querySelector('[data-network="seico_mart"]') as HTMLElement;
    expect(badge.style.minWidth).toBe('83px');
    unmount();
    render(<CvsNetworkChoice type="tw_cvs_net" value="0302" onChange={onChange} />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['0301', '0302']);
    expect((screen.getByRole('radio', { name: /その他のコンビニ/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('CvsSlipView', () => {
  it('shows the store, the numbers, the amount and the deadline, copies the number and prints', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<CvsSlipView slip={SLIP} />);
    expect(screen.getByText('ローソン')).toBeTruthy();
    expect(screen.getByTestId('cvs-payment-number').textContent).toBe('12345678901');
    expect(screen.getByTestId('cvs-confirmation-number').textContent).toBe('654321');
    expect(screen.getByText(/1,980/)).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(SLIP.deadline_t * 1000).toISOString(),
    );
    fireEvent.click(screen.getByRole('button', { name: '番号をコピー' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('12345678901'));
    expect(await screen.findByRole('button', { name: 'コピーしました' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '印刷する' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'お支払い方法の詳細' }).getAttribute('href')).toBe(
      SLIP.instructions_url,
    );
  });
});

describe('a convenience-store order', () => {
  it('needs a store on the form, then shows it on the confirmation', async () => {
    const event = cartEvent(1);
    event.payment_types = ['credit_card', 'r_cvs_net'];
    fakeApi({ 'GET /api/cart': cartRoute(event) });
    renderApp('/order/1');
    await screen.findByRole('button', { name: /確認画面へ進む/ }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('radio', { name: 'コンビニ払い' }));
    expect(screen.queryByLabelText('カード番号')).toBeNull();
    fireEvent.change(screen.getByLabelText('お名前'), { target: { value: '山田 花子' } });
    fireEvent.change(screen.getByLabelText('郵便番号'), { target: { value: '150-0041' } });
    fireEvent.change(screen.getByLabelText('都道府県'), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('市区町村・番地'), { target: { value: '渋谷区神南1-2-3' } });
    fireEvent.change(screen.getByLabelText('電話番号'), { target: { value: '03-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    expect(await screen.findByText('お支払いするコンビニを選択してください。')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /セブン-イレブン/ }));
    fireEvent.click(screen.getByRole('button', { name: /確認画面へ進む/ }));
    await screen.findByRole('heading', { level: 1, name: 'ご注文内容の確認' }, { timeout: 3000 });
    expect(readOrder('member')?.payment).toMatchObject({ payment_type: 'r_cvs_net', cvs_net_type: '00007' });
    expect(screen.getByText('セブン-イレブン')).toBeTruthy();
  }, 20_000);

  it('is placed through /rakuten/process_cvs and the completion shows the slip', async () => {
    const payment = { ...PAYMENT, payment_type: 'r_cvs_net' as const, card_token: '', cvs_net_type: '00001' };
    writeOrder({ area: 'member', event_id: 1, form: BUYER_FORM, payment });
    const api = fakeApi({
      'GET /api/cart': cartRoute(cartEvent(1)),
      [PROCESS_CVS]: () => json(200, orderResult({ cvs_slip: SLIP })),
    });
    renderApp('/order/confirm');
    fireEvent.click(await screen.findByRole('button', { name: '注文を確定する' }, { timeout: 3000 }));
    await screen.findByTestId('cvs-slip', {}, { timeout: 3000 });
    expect(api.bodyOf(PROCESS_CVS)).toMatchObject({
      payment: { payment_type: 'r_cvs_net', cvs_net_type: '00001' },
    });
    expect(screen.getByTestId('cvs-payment-number').textContent).toBe(SLIP.payment_number);
  });

  it('the order detail says it awaits payment at the store, with its slip', async () => {
    fakeApi({
      'GET /api/mypage/order/detail/42': () =>
        json(200, {
          ...ORDER_DETAIL,
          id: 42,
          status: 'awaiting_payment',
          payment: { payment_type: 'r_cvs_net', card_brand: '00001', card_last4: null },
          cvs_slip: SLIP,
        }),
    });
    renderApp('/history/42');
    expect(await screen.findByText('コンビニでのお支払い待ち', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('cvs-payment-number').textContent).toBe(SLIP.payment_number);
  });
});
