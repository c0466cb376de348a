// The offline page's language (the app's cookie, else the browser's) and its retry. A file
// of its own: the server's Content-Security-Policy allows no inline script.
(() => {
  const TEXTS = {
    ja: {
      lang: 'ja',
      title: 'インターネットに接続されていません',
      body: '電波の届く場所で、もう一度お試しください。つながると、このページは自動で読み込み直されます。',
      retry: '再読み込み',
      page: 'オフライン',
    },
    hant: {
      lang: 'zh-Hant-TW',
      title: '目前沒有網路連線',
      body: '請移動到訊號良好的地方再試一次。恢復連線後，這個頁面會自動重新載入。',
      retry: '重新載入',
      page: '離線',
    },
    vi: {
      lang: 'vi',
      title: 'Không có kết nối Internet',
      body: 'Vui lòng thử lại ở nơi có sóng tốt hơn. Khi có mạng trở lại, trang này sẽ tự tải lại.',
      retry: 'Tải lại',
      page: 'Ngoại tuyến',
    },
    'en-US': {
      lang: 'en-US',
      title: 'You are offline',
      body: 'Please try again where you have a signal. This page reloads by itself once you are back online.',
      retry: 'Reload',
      page: 'Offline',
    },
  };
  const cookie = /(?:^|;\s*)omoide_locale=([^;]+)/.exec(document.cookie);
  const browser = (navigator.language || '').toLowerCase();
  const fromBrowser = browser.startsWith('ja')
    ? 'ja'
    : browser.startsWith('zh')
      ? 'hant'
      : browser.startsWith('vi')
        ? 'vi'
        : 'en-US';
  const texts = TEXTS[cookie ? decodeURIComponent(cookie[1]) : ''] || TEXTS[fromBrowser];
  document.documentElement.lang = texts.lang;
  document.title = `${texts.page} | Omoide`;
  document.getElementById('title').textContent = texts.title;
  document.getElementById('body').textContent = texts.body;
  const retry = document.getElementById('retry');
  retry.textContent = texts.retry;
  retry.addEventListener('click', () => window.location.reload());
  window.addEventListener('online', () => window.location.reload());
})();
