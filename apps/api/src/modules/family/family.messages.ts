import { defineMessages } from '../../platform/i18n/messages';

export const familyMessages = defineMessages({
  'invite.limit': {
    ja: '共有できる保護者は{max}人までです。共有をやめるか、送信中の招待を取り消してください。',
    hant: '最多可與 {max} 位監護人分享。請先停止分享或取消尚未接受的邀請。',
    vi: 'Chỉ có thể chia sẻ với tối đa {max} người giám hộ. Vui lòng ngừng chia sẻ hoặc hủy lời mời đang chờ.',
    'en-US':
      'You can share with up to {max} guardians. Stop sharing with someone or cancel a pending invitation first.',
  },
  'invite.rate': {
    ja: '本日送信できる招待の上限に達しました。明日もう一度お試しください。',
    hant: '今日的邀請次數已達上限，請明天再試。',
    vi: 'Bạn đã gửi quá số lời mời cho phép trong hôm nay. Vui lòng thử lại vào ngày mai.',
    'en-US': 'You have sent as many invitations as allowed today. Please try again tomorrow.',
  },
  'invite.self': {
    ja: 'ご自身のメールアドレスには招待を送れません。',
    hant: '無法邀請您自己的電子郵件地址。',
    vi: 'Bạn không thể gửi lời mời đến email của chính mình.',
    'en-US': 'You cannot invite your own e-mail address.',
  },
  'invite.already_guardian': {
    ja: 'この方はすでにお子さまの情報を共有しています。',
    hant: '此人已經可以查看這位孩子的資料。',
    vi: 'Người này đã được chia sẻ thông tin của trẻ.',
    'en-US': 'This person already shares this child.',
  },
  'invite.not_found': {
    ja: '招待が見つかりません。',
    hant: '找不到此邀請。',
    vi: 'Không tìm thấy lời mời.',
    'en-US': 'The invitation was not found.',
  },
  'invite.link_invalid': {
    ja: '招待リンクが正しくありません。メールのリンクをもう一度開いてください。',
    hant: '邀請連結無效，請重新開啟郵件中的連結。',
    vi: 'Liên kết mời không hợp lệ. Vui lòng mở lại liên kết trong email.',
    'en-US': 'The invitation link is not valid. Please open the link in the e-mail again.',
  },
  'invite.used': {
    ja: 'この招待リンクはすでに使われたか、取り消されています。',
    hant: '此邀請連結已被使用或已取消。',
    vi: 'Liên kết mời này đã được sử dụng hoặc đã bị hủy.',
    'en-US': 'This invitation link has already been used or was cancelled.',
  },
  'invite.expired': {
    ja: '招待リンクの有効期限が切れています。もう一度招待してもらってください。',
    hant: '邀請連結已過期，請對方重新邀請您。',
    vi: 'Liên kết mời đã hết hạn. Vui lòng đề nghị người mời gửi lại.',
    'en-US': 'The invitation link has expired. Please ask for a new invitation.',
  },
  'invite.owner': {
    ja: 'ご自身が登録したお子さまの招待は受け取れません。',
    hant: '無法接受您自己登錄之孩子的邀請。',
    vi: 'Bạn không thể nhận lời mời cho trẻ do chính bạn đăng ký.',
    'en-US': 'You cannot accept an invitation to a child you registered yourself.',
  },
  'invite.addressee': {
    ja: 'この招待は別のメールアドレスに送られたものです。招待メールを受け取ったメールアドレスでログインしてから受け取ってください。',
    hant: '此邀請是寄給另一個電子郵件地址的。請以收到邀請郵件的電子郵件地址登入後再接受。',
    vi: 'Lời mời này được gửi đến một địa chỉ email khác. Vui lòng đăng nhập bằng địa chỉ email đã nhận lời mời rồi chấp nhận.',
    'en-US':
      'This invitation was sent to another e-mail address. Sign in with the address that received it to accept it.',
  },
  'invite.account_exists': {
    ja: 'このメールアドレスはすでに登録されています。ログインしてから招待を受け取ってください。',
    hant: '此電子郵件地址已註冊，請登入後再接受邀請。',
    vi: 'Email này đã được đăng ký. Vui lòng đăng nhập rồi nhận lời mời.',
    'en-US': 'This e-mail address already has an account. Please sign in to accept the invitation.',
  },
  'guardian.not_found': {
    ja: '共有している保護者が見つかりません。',
    hant: '找不到共享的監護人。',
    vi: 'Không tìm thấy người giám hộ được chia sẻ.',
    'en-US': 'The guardian was not found.',
  },
  'invite.mail_subject': {
    ja: '{inviter}さまから{child}さんの写真共有への招待が届きました',
    hant: '{inviter} 邀請您一起查看 {child} 的照片',
    vi: '{inviter} mời bạn cùng xem ảnh của {child}',
    'en-US': '{inviter} invited you to share the photos of {child}',
  },
  'invite.mail_body': {
    ja: '{inviter}さまが、Omoide に登録しているお子さま「{child}」の情報をあなたと共有しようとしています。\n\n招待を受け取ると、イベント写真の中から{child}さんが写っている写真を探して、ご自身のアカウントで購入できます（ご注文・お支払い・購入した写真は、それぞれのアカウントで別々に管理されます）。\n\n下のリンクから招待を受け取ってください。Omoide のアカウントをお持ちでない方は、その場で登録できます。\n\n{url}\n\nこのリンクは{days}日間有効で、1回だけ使えます。お心当たりのない場合は、このメールを破棄してください。',
    hant: '{inviter} 想與您分享在 Omoide 登錄的孩子「{child}」的資料。\n\n接受邀請後，您可以在活動照片中找出有 {child} 的照片，並以您自己的帳號購買（訂單、付款及已購照片都由各自的帳號分開管理）。\n\n請點選以下連結接受邀請。尚未擁有 Omoide 帳號的人也可以當場註冊。\n\n{url}\n\n此連結有效期限為 {days} 天，且只能使用一次。如果您不認識寄件人，請直接刪除此郵件。',
    vi: '{inviter} muốn chia sẻ với bạn thông tin của trẻ "{child}" đã đăng ký trên Omoide.\n\nKhi nhận lời mời, bạn có thể tìm những ảnh có {child} trong ảnh sự kiện và mua bằng tài khoản của riêng mình (đơn hàng, thanh toán và ảnh đã mua được quản lý riêng cho từng tài khoản).\n\nVui lòng nhận lời mời qua liên kết dưới đây. Nếu chưa có tài khoản Omoide, bạn có thể đăng ký ngay tại đó.\n\n{url}\n\nLiên kết có hiệu lực trong {days} ngày và chỉ dùng được một lần. Nếu bạn không biết người gửi, vui lòng bỏ qua email này.',
    'en-US':
      '{inviter} would like to share the child "{child}" registered on Omoide with you.\n\nOnce you accept, you can find the event photos in which {child} appears and buy them with your own account (orders, payments and purchased photos stay separate for each account).\n\nAccept the invitation from this link. If you have no Omoide account yet, you can create one there.\n\n{url}\n\nThe link is valid for {days} days and works once. If you do not know the sender, please ignore this e-mail.',
  },
});
