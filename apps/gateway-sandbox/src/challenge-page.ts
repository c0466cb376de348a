/** The sandbox's 3-D Secure page: self-contained (inline CSS, no assets), English and Japanese. */
export type ChallengeView = {
  chargeId: string;
  shopName: string;
  amountText: string;
  cardText: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font:16px/1.5 system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;background:#eef1f5;color:#1c2330}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:4px;background:#fff4d6;color:#7a5600;font-size:12px;font-weight:600}
h1{margin:0 0 8px;font-size:20px}
[lang=ja]{display:block;font-size:.85em;color:#5b6472;font-weight:400}
dl{margin:20px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#5b6472;font-size:14px}dd{margin:0;font-weight:600;text-align:right}
form{margin:0 0 12px}
button{width:100%;min-height:48px;padding:10px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pass{border:0;background:#1f6feb;color:#fff}
.fail{border:1px solid #c9ced6;background:#fff;color:#b42318}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function challengePage(view: ChallengeView): string {
  const action = (decision: string) => `/sandbox/card/3ds/${encodeURIComponent(view.chargeId)}/${decision}`;
  return page(
    'Card authentication · 本人認証',
    `<p class="badge">SANDBOX · テスト環境</p>
<h1>Card authentication<span lang="ja">カードの本人認証</span></h1>
<p>Your card issuer asks you to confirm this payment. This is a test page: no real bank is involved.
<span lang="ja">カード発行会社がこのお支払いの確認を求めています。テスト用の画面のため、実際の銀行には接続しません。</span></p>
<dl>
<dt>Shop<span lang="ja">ショップ</span></dt><dd>${escapeHtml(view.shopName)}</dd>
<dt>Amount<span lang="ja">金額</span></dt><dd>${escapeHtml(view.amountText)}</dd>
<dt>Card<span lang="ja">カード</span></dt><dd>${escapeHtml(view.cardText)}</dd>
</dl>
<form method="post" action="${action('authenticate')}"><button class="pass" type="submit">Authenticate<span lang="ja">認証する</span></button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail authentication<span lang="ja">認証を失敗させる</span></button></form>`,
  );
}

export function unknownChallengePage(): string {
  return page(
    'Unknown authentication · 認証が見つかりません',
    `<h1>This authentication does not exist.<span lang="ja">この認証は見つかりません。</span></h1>
<p>Return to the shop and try the payment again.<span lang="ja">ショップに戻り、もう一度お支払いください。</span></p>`,
  );
}
