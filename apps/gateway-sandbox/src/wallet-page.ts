import { challengePage, unknownChallengePage } from './challenge-page';

/** The sandbox's wallet approval page: self-contained like the 3-D Secure page, English and Japanese. */
export type ApprovalView = { sessionId: string; walletName: string; shopName: string; amountText: string };

export const WALLET_NAMES: Record<string, string> = {
  paypay: 'PayPay',
  aupay: 'au PAY',
  rpay: 'Rakuten Pay',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Reuses the 3-D Secure page's frame and style: the body is replaced by the approval's, with
 * Approve / Cancel / Fail (the wallet refuses, e.g. no balance) buttons.
 */
export function approvalPage(view: ApprovalView): string {
  const frame = challengePage({ chargeId: '', shopName: '', amountText: '', cardText: '' });
  const head = frame.slice(0, frame.indexOf('<main>') + '<main>'.length);
  const action = (decision: string) =>
    `/sandbox/wallet/approve/${encodeURIComponent(view.sessionId)}/${decision}`;
  const name = escapeHtml(view.walletName);
  return `${head.replace(/<title>[^<]*<\/title>/, `<title>${name} · お支払いの承認</title>`)}<p class="badge">SANDBOX · テスト環境</p>
<h1>Pay with ${name}<span lang="ja">${name}でのお支払い</span></h1>
<p>Approve this payment in your wallet. This is a test page: no real wallet is involved.
<span lang="ja">ウォレットでこのお支払いを承認してください。テスト用の画面のため、実際のウォレットには接続しません。</span></p>
<dl>
<dt>Shop<span lang="ja">ショップ</span></dt><dd>${escapeHtml(view.shopName)}</dd>
<dt>Amount<span lang="ja">金額</span></dt><dd>${escapeHtml(view.amountText)}</dd>
</dl>
<form method="post" action="${action('approve')}"><button class="pass" type="submit">Approve<span lang="ja">承認する</span></button></form>
<form method="post" action="${action('cancel')}"><button class="fail" type="submit">Cancel<span lang="ja">キャンセルする</span></button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail (no balance)<span lang="ja">失敗させる（残高不足）</span></button></form></main></body>
</html>`;
}

export const unknownApprovalPage = unknownChallengePage;
