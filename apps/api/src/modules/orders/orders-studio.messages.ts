import { defineMessages } from '../../platform/i18n/messages';

/** Messages of the studio's orders (issue #15): its refusals of a cancel or a refund. */
export const studioOrderMessages = defineMessages({
  'order.not_found': {
    ja: '注文が見つかりません。',
    hant: '找不到此訂單。',
    vi: 'Không tìm thấy đơn hàng.',
    'en-US': 'The order was not found.',
  },
  'refund.over_limit': {
    ja: 'サポート担当者が返金できるのは {limit} までです。この注文（{total}）の返金はオーナーかスタッフに依頼してください。',
    hant: '客服人員可退款的上限為 {limit}。此訂單（{total}）請交由擁有者或工作人員退款。',
    vi: 'Nhân viên hỗ trợ chỉ được hoàn tiền tối đa {limit}. Vui lòng nhờ chủ sở hữu hoặc nhân viên hoàn tiền đơn này ({total}).',
    'en-US':
      'Support may refund up to {limit}. Please ask an owner or a staff member to refund this order ({total}).',
  },
  'cancel.not_cancellable': {
    ja: 'この注文はここでは取り消せません（すでに終了しているか、コンビニ支払い待ちです。コンビニ払いは期限を過ぎると自動的に期限切れになります）。',
    hant: '此訂單無法在此取消（已結束，或正在等待超商付款；超商付款逾期後會自動失效）。',
    vi: 'Không thể hủy đơn này tại đây (đơn đã kết thúc, hoặc đang chờ thanh toán tại cửa hàng; phiếu thanh toán sẽ tự hết hạn khi quá hạn).',
    'en-US':
      'This order cannot be cancelled here: it has ended, or it waits for a store payment, which expires by itself at its deadline.',
  },
});
