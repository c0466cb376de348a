import type { FaqListAllLang, LangText, NewsItemAllLang } from '@omoide/contract';
import { vi } from 'vitest';
import { writeTokenRecord } from '@/shared/storage/token-storage';

/** For tests only: demo content in every language, a fake API and stored sign-ins. */

const FAR_FUTURE = 4_102_444_800; // 2100-01-01

export function signIn(kind: 'member' | 'guest'): void {
  writeTokenRecord(kind, { token: `${kind}-token`, expires_t: FAR_FUTURE, refresh_expires_t: FAR_FUTURE });
}

const lang = (ja: string, hant: string, vi: string, en: string): LangText => ({ ja, hant, vi, 'en-US': en });

export const FAQ_ALL_LANG: FaqListAllLang = {
  categories: [
    {
      id: 1,
      name: 'purchase',
      display_text: lang('ご購入について', '關於購買', 'Về việc mua hàng', 'Buying photos'),
    },
    {
      id: 2,
      name: 'account',
      display_text: lang('アカウント・お子さま登録', '帳號與孩子登錄', 'Tài khoản', 'Account and children'),
    },
  ],
  faqs: [
    {
      id: 1,
      category_id: 1,
      title: lang(
        '支払い方法は何がありますか？',
        '有哪些付款方式？',
        'Có những phương thức thanh toán nào?',
        'Which payment methods can I use?',
      ),
      body_html: lang(
        '<p>クレジットカード、コンビニ払い、各種スマホ決済をご利用いただけます。</p>',
        '<p>可使用信用卡、超商付款及各種行動支付。</p>',
        '<p>Bạn có thể dùng thẻ tín dụng, thanh toán tại cửa hàng tiện lợi và ví điện tử.</p>',
        '<p>Credit cards, convenience-store payment and mobile wallets.</p>',
      ),
    },
    {
      id: 2,
      category_id: 1,
      title: lang(
        '販売期間を過ぎても購入できますか？',
        '販售期間結束後還能購買嗎？',
        'Tôi có thể mua sau khi hết hạn không?',
        'Can I buy after the sales period?',
      ),
      body_html: lang(
        '<p>期間外手数料をお支払いいただくことで、一定期間ご購入いただけます。</p>',
        '<p>支付期間外手續費後，仍可於一定期間內購買。</p>',
        '<p>Bạn vẫn có thể mua khi trả thêm phí ngoài thời hạn.</p>',
        '<p>Yes, for a while, with an out-of-period fee.</p>',
      ),
    },
    {
      id: 3,
      category_id: 2,
      title: lang(
        '顔写真はどのように使われますか？',
        '臉部照片會如何使用？',
        'Ảnh khuôn mặt được sử dụng như thế nào?',
        'How are face images used?',
      ),
      body_html: lang(
        '<p>お子さまが写っている写真を探すためだけに使用し、いつでも削除できます。</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        '<p>僅用於尋找孩子入鏡的照片，您可隨時刪除。</p>',
        '<p>Chỉ dùng để tìm ảnh có con bạn.</p>',
        '<p>Only to find the photos your child appears in.</p><a href="javascript:alert(1)">more</a>',
      ),
    },
  ],
};

export const NEWS_ALL_LANG: NewsItemAllLang[] = [1, 2, 3, 4].map((id) => ({
  id,
  display_text: lang(`お知らせ${id}`, `最新消息${id}`, `Thông báo ${id}`, `News ${id}`),
  body_html: lang(`<p>本文${id}</p>`, `<p>內文${id}</p>`, `<p>Nội dung ${id}</p>`, `<p>Body ${id}</p>`),
  // 2026-05-0{id} 03:00 UTC: the same calendar day in every time zone the tests may run in.
  published_t: Date.UTC(2026, 4, id, 3) / 1000,
}));

export type Handler = (request: {
  body: unknown;
  url: string;
  headers: Headers;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(status: number, code: string, messages: Record<string, string>): Response {
  return json(status, {
    display_message: messages['en-US'] ?? code,
    display_message_lang: messages,
    display_code: code,
  });
}

/** Stubs fetch with handlers keyed by "METHOD /path"; anything else answers 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body, headers });
    const handler = handlers[route];
    return handler ? handler({ body, url, headers }) : new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls, routes: () => calls.map((call) => call.route) };
}
