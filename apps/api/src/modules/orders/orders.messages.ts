import { defineMessages } from '../../platform/i18n/messages';

export const orderMessages = defineMessages({
  'cart.empty': {
    ja: 'このイベントのカートに購入できる商品がありません。カートをご確認ください。',
    hant: '此活動的購物車中沒有可購買的商品，請確認購物車。',
    vi: 'Giỏ hàng của sự kiện này không có sản phẩm có thể mua. Vui lòng kiểm tra giỏ hàng.',
    'en-US': 'There is nothing to buy in this event’s cart. Please check your cart.',
  },
  'total.changed': {
    ja: 'お支払い金額が変わりました（販売期間や割引期間が切り替わりました）。内容をご確認のうえ、もう一度ご注文ください。',
    hant: '付款金額已變更（販售或優惠期間已切換），請確認內容後重新下單。',
    vi: 'Số tiền thanh toán đã thay đổi (thời gian bán hoặc giảm giá đã chuyển). Vui lòng kiểm tra lại và đặt hàng lại.',
    'en-US':
      'The amount to pay has changed (a sale or discount period ended). Please check the order and place it again.',
  },
  'address.required': {
    ja: 'プリントのお届け先として、郵便番号・都道府県・住所を入力してください。',
    hant: '請輸入沖印商品的寄送地址（郵遞區號、都道府縣、地址）。',
    vi: 'Vui lòng nhập địa chỉ giao ảnh in (mã bưu chính, tỉnh/thành, địa chỉ).',
    'en-US': 'Please enter the delivery address for the prints (postal code, prefecture, address).',
  },
  'child.required': {
    ja: 'プリントは園・学校へ一括でお届けします。お渡しのため、お子さまのお名前を入力してください。',
    hant: '沖印商品將統一寄送至學校，為便於發放，請輸入孩子的姓名。',
    vi: 'Ảnh in được giao chung đến trường. Vui lòng nhập tên của bé để nhà trường trao đúng người.',
    'en-US':
      'Prints are delivered to the school together. Please enter your child’s name so they can be handed over.',
  },
  'card.declined': {
    ja: 'カードでのお支払いができませんでした。カード情報をご確認いただくか、別のカードをお試しください（{code}）。',
    hant: '無法以此信用卡付款，請確認卡片資訊或改用其他卡片（{code}）。',
    vi: 'Không thể thanh toán bằng thẻ này. Vui lòng kiểm tra thông tin thẻ hoặc dùng thẻ khác ({code}).',
    'en-US':
      'The card payment did not go through. Please check the card details or try another card ({code}).',
  },
  'payment.abandoned': {
    ja: 'お支払いが時間内に完了しなかったため、このご注文は受け付けられませんでした。お支払いは行われていません。商品はカートに残っていますので、もう一度ご注文ください（{code}）。',
    hant: '由於未在時限內完成付款，此訂單未能成立，款項並未扣除。商品仍保留在購物車中，請重新下單（{code}）。',
    vi: 'Thanh toán không được hoàn tất trong thời gian quy định nên đơn hàng này không được ghi nhận. Bạn chưa bị trừ tiền. Sản phẩm vẫn còn trong giỏ hàng, vui lòng đặt hàng lại ({code}).',
    'en-US':
      'The payment was not completed in time, so this order was not placed. You have not been charged. The items are still in your cart; please order again ({code}).',
  },
  'gateway.unavailable': {
    ja: '決済サービスに接続できませんでした。お支払いは行われていません。しばらくしてからもう一度お試しください。',
    hant: '無法連線至付款服務，款項並未扣除。請稍後再試。',
    vi: 'Không kết nối được dịch vụ thanh toán. Bạn chưa bị trừ tiền. Vui lòng thử lại sau.',
    'en-US':
      'We could not reach the payment service. You have not been charged. Please try again in a moment.',
  },
  'payment.confirming': {
    ja: '決済サービスからの応答がなかったため、お支払いの結果を確認しています。もう一度ご注文いただく必要はありません（二重に請求されることはありません）。数分後に注文履歴で結果をご確認ください（{code}）。',
    hant: '付款服務未回應，我們正在確認付款結果。請勿重新下單（不會重複扣款）。請於數分鐘後至訂單紀錄確認結果（{code}）。',
    vi: 'Dịch vụ thanh toán chưa phản hồi nên chúng tôi đang xác nhận kết quả thanh toán. Bạn không cần đặt hàng lại (sẽ không bị trừ tiền hai lần). Vui lòng xem kết quả trong lịch sử đơn hàng sau vài phút ({code}).',
    'en-US':
      'The payment service did not answer, so we are confirming the result of your payment. Do not order again (you will not be charged twice). Check your order history in a few minutes ({code}).',
  },
  'payment.reversed': {
    ja: 'このご注文のお支払いは取り消され、ご請求はありません（{code}）。商品はカートに残っていますので、もう一度ご注文ください。',
    hant: '此訂單的付款已取消，不會向您收費（{code}）。商品仍保留在購物車中，請重新下單。',
    vi: 'Khoản thanh toán của đơn hàng này đã bị hủy và bạn không bị tính tiền ({code}). Sản phẩm vẫn còn trong giỏ hàng, vui lòng đặt hàng lại.',
    'en-US':
      'The payment of this order was cancelled and you have not been charged ({code}). The items are still in your cart; please order again.',
  },
  'checkout.replaced': {
    ja: 'このカートをもう一度ご注文いただいたため、こちらのお支払い手続きは中止しました。このご注文でのご請求はありません（{code}）。',
    hant: '由於您重新提交了此購物車的訂單，此筆付款流程已中止，不會向您收費（{code}）。',
    vi: 'Vì bạn đã đặt lại giỏ hàng này nên quá trình thanh toán này đã được dừng. Bạn không bị tính tiền cho đơn này ({code}).',
    'en-US':
      'You submitted this cart again, so this payment was stopped. You have not been charged for this order ({code}).',
  },
  'checkout.in_progress': {
    ja: 'このカートのご注文はすでにお支払い手続き中です。二重のご注文を防ぐため、この送信は受け付けませんでした。注文履歴で結果をご確認ください。',
    hant: '此購物車的訂單已在付款流程中。為避免重複下單，本次送出未被受理。請至訂單紀錄確認結果。',
    vi: 'Đơn hàng của giỏ hàng này đang được thanh toán. Để tránh đặt trùng, lần gửi này không được ghi nhận. Vui lòng xem kết quả trong lịch sử đơn hàng.',
    'en-US':
      'An order of this cart is already being paid. To avoid a double order, this submission was not accepted. Please check your order history.',
  },
  'cart.changed': {
    ja: 'ご注文の送信中にカートの内容が変わりました。カートをご確認のうえ、もう一度ご注文ください。',
    hant: '送出訂單期間購物車內容已變更，請確認購物車後重新下單。',
    vi: 'Giỏ hàng đã thay đổi trong khi gửi đơn hàng. Vui lòng kiểm tra giỏ hàng và đặt hàng lại.',
    'en-US': 'Your cart changed while the order was being sent. Please check your cart and order again.',
  },
  'card.encryption_failed': {
    ja: 'カード番号を暗号化できませんでした。カード情報をご確認のうえ、もう一度お試しください（結果コード {code}）。',
    hant: '無法加密信用卡號碼，請確認卡片資訊後再試一次（結果代碼 {code}）。',
    vi: 'Không thể mã hóa số thẻ. Vui lòng kiểm tra thông tin thẻ và thử lại (mã kết quả {code}).',
    'en-US':
      'The card number could not be encrypted. Please check the card details and try again (result code {code}).',
  },
  'wallet.cancelled': {
    ja: 'ウォレットでのお支払いがキャンセルされました。お支払いは行われていません。商品はカートに残っていますので、もう一度ご注文いただけます（{code}）。',
    hant: '電子錢包付款已取消，款項並未扣除。商品仍保留在購物車中，可重新下單（{code}）。',
    vi: 'Thanh toán bằng ví đã bị hủy. Bạn chưa bị trừ tiền. Sản phẩm vẫn còn trong giỏ hàng, bạn có thể đặt hàng lại ({code}).',
    'en-US':
      'The wallet payment was cancelled. Nothing was charged. Your items are still in the cart; you can order again ({code}).',
  },
  'wallet.expired': {
    ja: 'ウォレットでのお支払いが時間内に承認されませんでした。お支払いは行われていません。もう一度ご注文ください（{code}）。',
    hant: '電子錢包付款未在時限內核准，款項並未扣除。請重新下單（{code}）。',
    vi: 'Thanh toán bằng ví không được chấp thuận kịp thời. Bạn chưa bị trừ tiền. Vui lòng đặt hàng lại ({code}).',
    'en-US': 'The wallet payment was not approved in time. Nothing was charged. Please order again ({code}).',
  },
  'wallet.failed': {
    ja: 'ウォレットでのお支払いができませんでした。お支払いは行われていません。別のお支払い方法をお試しください（{code}）。',
    hant: '無法以電子錢包付款，款項並未扣除。請改用其他付款方式（{code}）。',
    vi: 'Không thể thanh toán bằng ví. Bạn chưa bị trừ tiền. Vui lòng thử phương thức thanh toán khác ({code}).',
    'en-US':
      'The wallet payment did not go through. Nothing was charged. Please try another payment method ({code}).',
  },
  'wallet.awaiting_approval': {
    ja: 'ウォレットでのお支払いはまだ承認されていません。承認画面でお支払いを承認してください（{code}）。',
    hant: '電子錢包付款尚未核准，請於核准頁面完成付款（{code}）。',
    vi: 'Thanh toán bằng ví chưa được chấp thuận. Vui lòng chấp thuận trên trang của ví ({code}).',
    'en-US': 'The wallet payment has not been approved yet. Please approve it on the wallet’s page ({code}).',
  },
  'payment_type.not_offered': {
    ja: 'このイベントではこのお支払い方法はご利用いただけません。別のお支払い方法をお選びください。',
    hant: '此活動不提供此付款方式，請選擇其他付款方式。',
    vi: 'Sự kiện này không hỗ trợ phương thức thanh toán này. Vui lòng chọn phương thức khác.',
    'en-US': 'This payment method is not offered for this event. Please choose another one.',
  },
  'order.not_found': {
    ja: 'ご注文が見つかりませんでした。',
    hant: '找不到此訂單。',
    vi: 'Không tìm thấy đơn hàng.',
    'en-US': 'The order could not be found.',
  },
  'order.not_pending': {
    ja: 'このご注文はお支払い手続き中ではありません。注文履歴をご確認ください。',
    hant: '此訂單目前不在付款流程中，請確認訂單紀錄。',
    vi: 'Đơn hàng này không ở trạng thái chờ thanh toán. Vui lòng xem lịch sử đơn hàng.',
    'en-US': 'This order is not waiting for payment. Please check your order history.',
  },
  'guest_check.mismatch': {
    ja: '注文番号または電話番号が正しくありません。ご注文時のメールに記載の注文番号と、ご注文時の電話番号を入力してください。',
    hant: '訂單編號或電話號碼不正確。請輸入訂購確認信中的訂單編號及下單時填寫的電話號碼。',
    vi: 'Mã đơn hàng hoặc số điện thoại không đúng. Vui lòng nhập mã trong email xác nhận và số điện thoại đã dùng khi đặt hàng.',
    'en-US':
      'The order code or phone number is incorrect. Enter the code from the order e-mail and the phone number given with the order.',
  },
  'mail.subject': {
    ja: '【Omoide】ご注文ありがとうございます（注文番号 {code}）',
    hant: '【Omoide】感謝您的訂購（訂單編號 {code}）',
    vi: '[Omoide] Cảm ơn bạn đã đặt hàng (mã đơn {code})',
    'en-US': '[Omoide] Thank you for your order ({code})',
  },
  'mail.body': {
    ja: 'Omoide をご利用いただきありがとうございます。以下の内容でご注文を承りました。\n\n注文番号: {code}\nイベント: {event}\n\n{lines}\n\nお支払い金額: {total}\n\n{access}',
    hant: '感謝您使用 Omoide，我們已收到以下訂單。\n\n訂單編號：{code}\n活動：{event}\n\n{lines}\n\n付款金額：{total}\n\n{access}',
    vi: 'Cảm ơn bạn đã sử dụng Omoide. Chúng tôi đã nhận đơn hàng sau.\n\nMã đơn hàng: {code}\nSự kiện: {event}\n\n{lines}\n\nSố tiền thanh toán: {total}\n\n{access}',
    'en-US':
      'Thank you for using Omoide. We have received the following order.\n\nOrder code: {code}\nEvent: {event}\n\n{lines}\n\nAmount paid: {total}\n\n{access}',
  },
  'mail.access_member': {
    ja: 'ご注文内容とダウンロードは、マイページの注文履歴からご確認いただけます: {url}',
    hant: '您可在會員頁面的訂單紀錄查看訂單與下載：{url}',
    vi: 'Bạn có thể xem đơn hàng và tải ảnh tại lịch sử đơn hàng: {url}',
    'en-US': 'See the order and its downloads in your order history: {url}',
  },
  'mail.download': {
    ja: '写真・動画は、こちらからZIPでまとめてダウンロードできます（ログイン不要・{date}まで有効）: {url}',
    hant: '您可從此連結以 ZIP 一次下載照片與影片（無需登入，有效期限至 {date}）：{url}',
    vi: 'Bạn có thể tải tất cả ảnh và video dưới dạng ZIP tại đây (không cần đăng nhập, có hiệu lực đến {date}): {url}',
    'en-US':
      'Download all the photos and movies as one ZIP here (no sign-in needed, valid until {date}): {url}',
  },
  'mail.access_guest': {
    ja: 'ご注文内容は、注文番号とご注文時の電話番号でいつでもご確認いただけます: {url}\nこのメールは大切に保管してください。',
    hant: '您可隨時以訂單編號及下單時的電話號碼查詢訂單：{url}\n請妥善保存本郵件。',
    vi: 'Bạn có thể xem đơn hàng bất cứ lúc nào bằng mã đơn và số điện thoại khi đặt: {url}\nVui lòng giữ lại email này.',
    'en-US':
      'See the order at any time with its code and the phone number you gave: {url}\nPlease keep this e-mail.',
  },
  'order.in_progress': {
    ja: 'このご注文のお支払いを処理中です。しばらくしてから注文履歴をご確認ください。',
    hant: '此訂單的付款正在處理中，請稍後至訂單紀錄確認。',
    vi: 'Đơn hàng này đang được xử lý thanh toán. Vui lòng xem lại lịch sử đơn hàng sau ít phút.',
    'en-US': 'The payment of this order is being processed. Please check your order history in a moment.',
  },
  'idempotency.required': {
    ja: 'ご注文を送信できませんでした。画面を再読み込みして、もう一度お試しください。',
    hant: '無法送出訂單，請重新整理頁面後再試一次。',
    vi: 'Không gửi được đơn hàng. Vui lòng tải lại trang và thử lại.',
    'en-US': 'The order could not be sent. Please reload the page and try again.',
  },
  'refund.mail_subject': {
    ja: '【Omoide】ご注文の返金のお知らせ（注文番号 {code}）',
    hant: '【Omoide】訂單退款通知（訂單編號 {code}）',
    vi: '[Omoide] Thông báo hoàn tiền đơn hàng (mã đơn {code})',
    'en-US': '[Omoide] Your order has been refunded ({code})',
  },
  'refund.mail_body': {
    ja: 'Omoide をご利用いただきありがとうございます。以下のご注文の代金を返金いたしました。\n\n注文番号: {code}\nイベント: {event}\n返金額: {total}\n\nご利用のお支払い方法により、返金の反映までお時間がかかる場合があります。このご注文の写真・動画のダウンロードはご利用いただけなくなりました。',
    hant: '感謝您使用 Omoide。以下訂單的款項已退還。\n\n訂單編號：{code}\n活動：{event}\n退款金額：{total}\n\n依付款方式不同，退款入帳可能需要一些時間。此訂單的照片與影片已無法下載。',
    vi: 'Cảm ơn bạn đã sử dụng Omoide. Chúng tôi đã hoàn tiền cho đơn hàng sau.\n\nMã đơn hàng: {code}\nSự kiện: {event}\nSố tiền hoàn: {total}\n\nTùy phương thức thanh toán, tiền hoàn có thể cần một thời gian để được ghi nhận. Ảnh và video của đơn hàng này không còn tải xuống được.',
    'en-US':
      'Thank you for using Omoide. The following order has been refunded.\n\nOrder code: {code}\nEvent: {event}\nAmount refunded: {total}\n\nDepending on the payment method, the refund may take some time to appear. The photos and movies of this order can no longer be downloaded.',
  },
  'refund.not_refundable': {
    ja: 'このご注文は返金できる状態ではありません（お支払い済みのご注文のみ返金できます）。',
    hant: '此訂單目前無法退款（僅已付款的訂單可以退款）。',
    vi: 'Đơn hàng này không thể hoàn tiền (chỉ hoàn tiền được đơn hàng đã thanh toán).',
    'en-US': 'This order cannot be refunded (only paid orders can be refunded).',
  },
});
