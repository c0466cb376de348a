import { defineMessages } from '../../platform/i18n/messages';

/** Messages of the studio's inquiries inbox (issue #15): its refusals and the reply mail. */
export const studioInquiryMessages = defineMessages({
  'inquiry.not_found': {
    ja: 'お問い合わせが見つかりません。',
    hant: '找不到此詢問。',
    vi: 'Không tìm thấy yêu cầu hỗ trợ.',
    'en-US': 'The inquiry was not found.',
  },
  'assignee.unknown': {
    ja: 'この担当者にはお問い合わせを割り当てられません（オーナーかサポート担当者のみ）。',
    hant: '無法指派給此人員（僅限擁有者或客服人員）。',
    vi: 'Không thể giao yêu cầu cho người này (chỉ chủ sở hữu hoặc nhân viên hỗ trợ).',
    'en-US': 'The inquiry cannot be assigned to this person (owners and support only).',
  },
  'reply.closed': {
    ja: 'クローズ済みのお問い合わせには返信できません。先に再オープンしてください。',
    hant: '已結案的詢問無法回覆，請先重新開啟。',
    vi: 'Không thể trả lời yêu cầu đã đóng. Vui lòng mở lại trước.',
    'en-US': 'A closed inquiry cannot be answered. Reopen it first.',
  },
  'reply.mail_failed': {
    ja: '返信メールを送信できませんでした。返信は保存されていません。しばらくしてからもう一度お試しください。',
    hant: '無法寄出回覆郵件，回覆未儲存。請稍後再試。',
    vi: 'Không gửi được email trả lời; câu trả lời chưa được lưu. Vui lòng thử lại sau.',
    'en-US': 'The reply mail could not be sent, so the reply was not saved. Please try again later.',
  },
  'close.already': {
    ja: 'このお問い合わせはすでにクローズされています。',
    hant: '此詢問已結案。',
    vi: 'Yêu cầu này đã được đóng.',
    'en-US': 'This inquiry is already closed.',
  },
  'reopen.not_closed': {
    ja: 'このお問い合わせはクローズされていません。',
    hant: '此詢問尚未結案。',
    vi: 'Yêu cầu này chưa được đóng.',
    'en-US': 'This inquiry is not closed.',
  },
  'mail.subject': {
    ja: 'Re: 【Omoide】お問い合わせ（受付番号 {id}）',
    hant: 'Re: 【Omoide】您的詢問（受理編號 {id}）',
    vi: 'Re: [Omoide] Yêu cầu của bạn (mã số {id})',
    'en-US': 'Re: [Omoide] Your inquiry (reference {id})',
  },
  'mail.body': {
    ja: '{name} 様\n\n{reply}\n\n--\nOmoide サポート\n受付番号: {id}\n\n> お問い合わせ内容:\n{quote}',
    hant: '{name} 您好：\n\n{reply}\n\n--\nOmoide 客服中心\n受理編號：{id}\n\n> 您的詢問內容：\n{quote}',
    vi: 'Kính gửi {name},\n\n{reply}\n\n--\nBộ phận hỗ trợ Omoide\nMã số: {id}\n\n> Nội dung yêu cầu của bạn:\n{quote}',
    'en-US': 'Dear {name},\n\n{reply}\n\n--\nOmoide Support\nReference: {id}\n\n> Your inquiry:\n{quote}',
  },
});
