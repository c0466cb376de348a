import { defineMessages } from '../../platform/i18n/messages';

/** The studio's answers about categories, purchase periods and price tables. */
export const categoriesAdminMessages = defineMessages({
  'event.not_found': {
    ja: 'イベントが見つかりません。',
    hant: '找不到活動。',
    vi: 'Không tìm thấy sự kiện.',
    'en-US': 'The event was not found.',
  },
  'price.empty_published': {
    ja: '公開中のイベントの価格表は空にできません。先に非公開にしてください。',
    hant: '已公開活動的價格表不能清空，請先取消公開。',
    vi: 'Không thể xóa hết bảng giá của sự kiện đang công khai. Hãy ngừng công khai trước.',
    'en-US': 'The price table of a published event cannot be emptied: unpublish it first.',
  },
  'price.confirm_paid_orders': {
    ja: 'このイベントには支払い済みの注文があります。注文済みの価格は変わらず、新しい価格はこれからのカートに適用されます。確認のうえ保存してください。',
    hant: '此活動已有付款完成的訂單。已下單的價格不變，新價格將用於之後的購物車。請確認後再儲存。',
    vi: 'Sự kiện này đã có đơn hàng đã thanh toán. Giá của các đơn đã đặt không đổi; giá mới áp dụng cho giỏ hàng từ bây giờ. Vui lòng xác nhận rồi lưu.',
    'en-US':
      'This event has paid orders. Their prices stay as paid; the new prices apply to carts from now on. Confirm to save.',
  },
  'category.not_found': {
    ja: 'カテゴリが見つかりません（削除された可能性があります）。',
    hant: '找不到分類（可能已被刪除）。',
    vi: 'Không tìm thấy danh mục (có thể đã bị xóa).',
    'en-US': 'The category was not found (it may have been deleted).',
  },
  'parent.invalid': {
    ja: 'サブカテゴリは、同じイベントの（サブカテゴリではない）カテゴリの下にだけ作れます。',
    hant: '子分類只能建立在同一活動的主分類（非子分類）之下。',
    vi: 'Chỉ có thể tạo danh mục con dưới một danh mục chính (không phải danh mục con) của cùng sự kiện.',
    'en-US': 'A sub-category can only be made under a (top-level) category of the same event.',
  },
  'period.top_level': {
    ja: '購入期間はサブカテゴリごとに設定します。写真の入ったサブカテゴリを選んでください。',
    hant: '購買期間需依子分類設定，請選擇含有照片的子分類。',
    vi: 'Thời hạn mua được đặt cho từng danh mục con. Vui lòng chọn danh mục con chứa ảnh.',
    'en-US': 'Purchase periods are set per sub-category: choose the sub-category that holds the photos.',
  },
  'period.cost_without_time': {
    ja: '期限後の追加料金を設定するには、購入期限の日時も入力してください。',
    hant: '若要設定逾期加價，請同時輸入購買期限。',
    vi: 'Để đặt phụ phí sau hạn, vui lòng nhập cả thời hạn mua.',
    'en-US': 'To charge extra after the deadline, please also enter the deadline.',
  },
  'period.discount_without_time': {
    ja: '早期割引を設定するには、割引終了の日時も入力してください。',
    hant: '若要設定早鳥折扣，請同時輸入折扣結束時間。',
    vi: 'Để đặt giảm giá sớm, vui lòng nhập cả thời điểm kết thúc giảm giá.',
    'en-US': 'To give an early discount, please also enter when it ends.',
  },
  'period.discount_after_expiry': {
    ja: '割引終了の日時は、購入期限より前にしてください。',
    hant: '折扣結束時間必須早於購買期限。',
    vi: 'Thời điểm kết thúc giảm giá phải trước thời hạn mua.',
    'en-US': 'The discount must end before the purchase deadline.',
  },
  'period.discount_too_large': {
    ja: '割引額（{discount}）が、このイベントで最も安い価格（{cheapest}）を超えています。割引後の金額がマイナスにならないようにしてください。',
    hant: '折扣金額（{discount}）超過此活動最低的價格（{cheapest}），折扣後金額不可為負數。',
    vi: 'Mức giảm ({discount}) lớn hơn giá thấp nhất của sự kiện ({cheapest}). Giá sau giảm không được âm.',
    'en-US':
      'The discount ({discount}) is larger than the cheapest price of this event ({cheapest}): no price may go below zero.',
  },
  'order.stale': {
    ja: '並び順を保存できませんでした。他の担当者が同時に変更した可能性があります。画面を更新してからやり直してください。',
    hant: '無法儲存排序，可能有其他同事同時修改。請重新整理後再試一次。',
    vi: 'Không thể lưu thứ tự: có thể đồng nghiệp khác vừa thay đổi. Vui lòng tải lại trang rồi thử lại.',
    'en-US':
      'The order could not be saved: a colleague may have changed the list. Please reload and try again.',
  },
  'delete.holds_photos': {
    ja: 'このカテゴリには写真・動画が{count}件あるため削除できません。先に写真を移動するか削除してください。',
    hant: '此分類仍有 {count} 個照片或影片，無法刪除。請先移動或刪除這些照片。',
    vi: 'Không thể xóa: danh mục này còn {count} ảnh/video. Vui lòng chuyển hoặc xóa ảnh trước.',
    'en-US':
      'This category still holds {count} photos or movies and cannot be deleted. Move or remove them first.',
  },
  'delete.ordered': {
    ja: 'このカテゴリの写真はすでに注文されているため削除できません（注文履歴とダウンロードのため残します）。',
    hant: '此分類的照片已有人訂購，無法刪除（需保留以供訂單紀錄與下載）。',
    vi: 'Không thể xóa: ảnh trong danh mục này đã được đặt mua (cần giữ lại cho lịch sử đơn hàng và tải xuống).',
    'en-US':
      'Photos of this category have been ordered, so it cannot be deleted (they stay for order history and downloads).',
  },
  'price.size_unknown': {
    ja: '存在しないサイズが含まれています（サイズID {size}）。',
    hant: '包含不存在的尺寸（尺寸 ID {size}）。',
    vi: 'Có kích cỡ không tồn tại (mã kích cỡ {size}).',
    'en-US': 'There is no size with id {size}.',
  },
  'price.size_twice': {
    ja: '同じサイズ（サイズID {size}）の価格が二つあります。',
    hant: '同一尺寸（尺寸 ID {size}）有兩個價格。',
    vi: 'Một kích cỡ (mã {size}) có hai mức giá.',
    'en-US': 'Size {size} has two prices.',
  },
  'price.below_discount': {
    ja: '価格 {price}（サイズID {size}）が、サブカテゴリの早期割引額（{discount}）より低くなっています。先に割引額を下げてください。',
    hant: '價格 {price}（尺寸 ID {size}）低於子分類的早鳥折扣（{discount}），請先調降折扣。',
    vi: 'Giá {price} (mã kích cỡ {size}) thấp hơn mức giảm giá sớm của danh mục con ({discount}). Vui lòng giảm mức giảm giá trước.',
    'en-US':
      'The price {price} (size {size}) is below a sub-category’s early discount ({discount}). Lower the discount first.',
  },
});
