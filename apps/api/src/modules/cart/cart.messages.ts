import { defineMessages } from '../../platform/i18n/messages';

export const cartMessages = defineMessages({
  'photo.not_found': {
    ja: 'この写真は見つかりませんでした。イベントページからもう一度お選びください。',
    hant: '找不到這張照片，請從活動頁面重新選擇。',
    vi: 'Không tìm thấy ảnh này. Vui lòng chọn lại từ trang sự kiện.',
    'en-US': 'This photo could not be found. Please choose it again from the event page.',
  },
  'photo.expired': {
    ja: 'この写真は販売期間が終了したため、カートに入れられません。',
    hant: '此照片的販售期間已結束，無法加入購物車。',
    vi: 'Ảnh này đã hết thời gian bán nên không thể thêm vào giỏ hàng.',
    'en-US': 'This photo is no longer on sale, so it cannot be added to the cart.',
  },
  'size.not_sold': {
    ja: '選択されたサイズ（{size}）はこのイベントでは販売していません。',
    hant: '此活動未販售所選尺寸（{size}）。',
    vi: 'Sự kiện này không bán cỡ đã chọn ({size}).',
    'en-US': 'The chosen size ({size}) is not sold for this event.',
  },
  'size.movie_only': {
    ja: '動画はダウンロードでのみご購入いただけます（プリント・写真のサイズは選べません）。',
    hant: '影片僅能以下載方式購買（無法選擇沖印或照片尺寸）。',
    vi: 'Video chỉ có thể mua dưới dạng tải xuống (không chọn được cỡ in hoặc cỡ ảnh).',
    'en-US': 'A movie can only be bought as a download (print and photo sizes are not available).',
  },
  'size.photo_only': {
    ja: '動画ダウンロードのサイズは写真には選べません。',
    hant: '照片無法選擇影片下載尺寸。',
    vi: 'Không thể chọn cỡ tải video cho ảnh.',
    'en-US': 'The movie download size cannot be chosen for a photo.',
  },
  'size.repeated': {
    ja: '同じサイズが複数回指定されています。',
    hant: '同一尺寸被指定了多次。',
    vi: 'Cùng một cỡ được chỉ định nhiều lần.',
    'en-US': 'The same size was given more than once.',
  },
  'download.one': {
    ja: 'ダウンロードは1枚につき1点までです。',
    hant: '每張照片的下載僅限 1 份。',
    vi: 'Mỗi ảnh chỉ tải xuống được 1 bản.',
    'en-US': 'A download can be bought once per photo.',
  },
  'crop.print_only': {
    ja: 'トリミングはプリント1サイズにのみ指定できます。',
    hant: '裁切僅能指定於單一沖印尺寸。',
    vi: 'Chỉ có thể cắt ảnh cho một cỡ in.',
    'en-US': 'A crop can be set for one print size only.',
  },
  'item.not_found': {
    ja: 'カートの商品が見つかりませんでした。カートを開き直してください。',
    hant: '找不到購物車中的商品，請重新開啟購物車。',
    vi: 'Không tìm thấy sản phẩm trong giỏ hàng. Vui lòng mở lại giỏ hàng.',
    'en-US': 'This cart item could not be found. Please open the cart again.',
  },
  'cart.full': {
    ja: 'カートに入れられる商品は{max}点までです。先にご注文いただくか、不要な商品を削除してください。',
    hant: '購物車最多可放入 {max} 件商品，請先結帳或刪除不需要的商品。',
    vi: 'Giỏ hàng chỉ chứa tối đa {max} sản phẩm. Vui lòng đặt hàng trước hoặc xóa bớt sản phẩm.',
    'en-US': 'The cart holds at most {max} items. Please order first or remove items you do not need.',
  },
});
