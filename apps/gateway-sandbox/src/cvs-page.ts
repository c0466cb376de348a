import { challengePage } from './challenge-page';

/**
 * The sandbox's store counter: a tester types the payment number of a slip as a store
 * clerk (or the buyer at a kiosk) would, and the slip is paid. Self-contained like the
 * 3-D Secure and wallet pages, English and Japanese.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function frame(title: string): string {
  const page = challengePage({ chargeId: '', shopName: '', amountText: '', cardText: '' });
  const head = page.slice(0, page.indexOf('<main>') + '<main>'.length);
  return head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

const inputStyle =
  'style="width:100%;min-height:44px;margin:4px 0 12px;padding:8px;font:inherit;border:1px solid #c9ced6;border-radius:8px"';

export function storeCounterPage(message = ''): string {
  return `${frame('Store counter · コンビニ店頭')}<p class="badge">SANDBOX · テスト環境</p>
<h1>Convenience-store counter<span lang="ja">コンビニ店頭でのお支払い</span></h1>
<p>Type the payment number of a slip to pay it, as the store's terminal would.
<span lang="ja">払込票の番号を入力するとお支払いが完了します（テスト用）。</span></p>
${message ? `<p role="alert" style="color:#b42318">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/sandbox/cvs/store">
<label for="payment_number">Payment number<span lang="ja">お支払い番号</span></label>
<input id="payment_number" name="payment_number" required autocomplete="off" ${inputStyle}>
<label for="confirmation_number">Confirmation number (if any)<span lang="ja">確認番号（ある場合）</span></label>
<input id="confirmation_number" name="confirmation_number" autocomplete="off" ${inputStyle}>
<button class="pass" type="submit">Pay at the counter<span lang="ja">店頭で支払う</span></button>
</form></main></body>
</html>`;
}

export type PaidView = { networkName: string; amountText: string; paymentNumber: string; status: string };

export function storeReceiptPage(view: PaidView): string {
  const paid = view.status === 'paid';
  return `${frame('Receipt · 領収書')}<p class="badge">SANDBOX · テスト環境</p>
<h1>${paid ? 'Paid<span lang="ja">お支払いが完了しました</span>' : `Not payable: ${escapeHtml(view.status)}<span lang="ja">お支払いできません</span>`}</h1>
<dl>
<dt>Store<span lang="ja">コンビニ</span></dt><dd>${escapeHtml(view.networkName)}</dd>
<dt>Payment number<span lang="ja">お支払い番号</span></dt><dd data-testid="paid-number">${escapeHtml(view.paymentNumber)}</dd>
<dt>Amount<span lang="ja">金額</span></dt><dd>${escapeHtml(view.amountText)}</dd>
<dt>Status<span lang="ja">状態</span></dt><dd data-testid="slip-status">${escapeHtml(view.status)}</dd>
</dl>
<p><a href="/sandbox/cvs/store">Pay another slip<span lang="ja">別の払込票を支払う</span></a></p></main></body>
</html>`;
}

export function howToPayPage(networkName: string): string {
  return `${frame(`${networkName} · お支払い方法`)}<p class="badge">SANDBOX · テスト環境</p>
<h1>How to pay at ${escapeHtml(networkName)}<span lang="ja">${escapeHtml(networkName)}でのお支払い方法</span></h1>
<ol>
<li>Go to the store before the deadline.<span lang="ja">お支払い期限までに店舗へ行きます。</span></li>
<li>Give the payment number (and confirmation number) at the counter or the store's terminal.<span lang="ja">レジまたは店内端末でお支払い番号（と確認番号）を伝えます。</span></li>
<li>Pay the amount in cash and keep the receipt.<span lang="ja">現金でお支払いになり、領収書をお受け取りください。</span></li>
</ol>
<p>In this sandbox, pay at <a href="/sandbox/cvs/store">the store counter page</a>.</p></main></body>
</html>`;
}
