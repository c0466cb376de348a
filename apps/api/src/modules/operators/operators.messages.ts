import { defineMessages } from '../../platform/i18n/messages';

export const operatorMessages = defineMessages({
  'credentials.missing': {
    ja: 'スタジオにサインインしてください。サインインの有効期限が切れている可能性があります。',
    hant: '請登入工作室。您的登入可能已逾時。',
    vi: 'Vui lòng đăng nhập vào Studio. Phiên đăng nhập có thể đã hết hạn.',
    'en-US': 'Please sign in to the studio. Your sign-in may have expired.',
  },
  forbidden: {
    ja: 'この操作を行う権限がありません。',
    hant: '您沒有執行此操作的權限。',
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    'en-US': 'You are not allowed to do this.',
  },
  'sign_in.failed': {
    ja: 'メールアドレスまたはパスワードが正しくありません。',
    hant: '電子郵件地址或密碼不正確。',
    vi: 'Email hoặc mật khẩu không đúng.',
    'en-US': 'The e-mail address or password is incorrect.',
  },
  'password.wrong': {
    ja: '現在のパスワードが正しくありません。',
    hant: '目前的密碼不正確。',
    vi: 'Mật khẩu hiện tại không đúng.',
    'en-US': 'The current password is incorrect.',
  },
  'invitation.invalid': {
    ja: 'この招待リンクは無効か、使用済み、または有効期限切れです。招待した方にもう一度送ってもらってください。',
    hant: '此邀請連結無效、已使用或已過期，請邀請人重新寄送。',
    vi: 'Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng nhờ người mời gửi lại.',
    'en-US':
      'This invitation link is invalid, already used or expired. Ask the person who invited you to send a new one.',
  },
  'invitation.name_required': {
    ja: 'お名前を入力してください。',
    hant: '請輸入姓名。',
    vi: 'Vui lòng nhập họ tên.',
    'en-US': 'Please enter your name.',
  },
  'invitation.password_too_short': {
    ja: 'パスワードは10文字以上で設定してください。',
    hant: '密碼請設定為 10 個字元以上。',
    vi: 'Mật khẩu phải có ít nhất 10 ký tự.',
    'en-US': 'Choose a password of at least 10 characters.',
  },
  'invitation.already_member': {
    ja: 'このメールアドレスの方はすでにこの組織のメンバーです。',
    hant: '此電子郵件地址的使用者已是此組織的成員。',
    vi: 'Người dùng email này đã là thành viên của tổ chức.',
    'en-US': 'This person is already a member of this organisation.',
  },
  'colleague.not_found': {
    ja: 'このメンバーは見つかりません。',
    hant: '找不到此成員。',
    vi: 'Không tìm thấy thành viên này.',
    'en-US': 'This colleague was not found.',
  },
  'colleague.last_owner': {
    ja: 'オーナーが1人もいなくなるため、この変更はできません。先に別の方をオーナーにしてください。',
    hant: '此變更會使組織沒有任何擁有者，請先將其他成員設為擁有者。',
    vi: 'Không thể thay đổi vì tổ chức sẽ không còn chủ sở hữu nào. Hãy đặt người khác làm chủ sở hữu trước.',
    'en-US': 'This would leave the organisation without an owner. Make someone else an owner first.',
  },
  'invitation.not_found': {
    ja: 'この招待は見つからないか、すでに取り消されています。',
    hant: '找不到此邀請，或已被取消。',
    vi: 'Không tìm thấy lời mời này hoặc lời mời đã bị hủy.',
    'en-US': 'This invitation was not found or has already been withdrawn.',
  },
  'api_key.not_found': {
    ja: 'このAPIキーは見つからないか、すでに無効になっています。',
    hant: '找不到此 API 金鑰，或已被撤銷。',
    vi: 'Không tìm thấy khóa API này hoặc khóa đã bị thu hồi.',
    'en-US': 'This API key was not found or has already been revoked.',
  },
  'target.not_found': {
    ja: 'お探しのデータが見つかりません。',
    hant: '找不到您要的資料。',
    vi: 'Không tìm thấy dữ liệu bạn yêu cầu.',
    'en-US': 'The data you are looking for was not found.',
  },
  'mail.invitation.subject': {
    ja: '【Omoide スタジオ】{organization} への招待',
    hant: '【Omoide 工作室】{organization} 的邀請',
    vi: '[Omoide Studio] Lời mời tham gia {organization}',
    'en-US': '[Omoide Studio] Invitation to {organization}',
  },
  'mail.invitation.body': {
    ja: '{inviter} さんから、Omoide スタジオの「{organization}」に{role}として招待されました。\n{role}としてできること: {scope}\n\n次のリンクを開いて、招待を受け付けてください（{days}日間有効、1回のみ使用できます）。\n{url}\n\nお心当たりのない場合は、このメールを破棄してください。',
    hant: '{inviter} 邀請您以{role}身分加入 Omoide 工作室的「{organization}」。\n{role}可以：{scope}\n\n請開啟以下連結接受邀請（{days} 天內有效，僅能使用一次）：\n{url}\n\n若您不知道此邀請，請直接刪除本郵件。',
    vi: '{inviter} đã mời bạn tham gia "{organization}" trên Omoide Studio với vai trò {role}.\nVai trò {role} có thể: {scope}\n\nVui lòng mở liên kết sau để chấp nhận lời mời (có hiệu lực {days} ngày, chỉ dùng được một lần):\n{url}\n\nNếu bạn không biết về lời mời này, vui lòng bỏ qua email.',
    'en-US':
      '{inviter} has invited you to "{organization}" on Omoide Studio as {role}.\nAs {role} you can: {scope}\n\nOpen this link to accept the invitation (valid for {days} days, usable once):\n{url}\n\nIf you were not expecting this, you can ignore this mail.',
  },
  'role.owner': { ja: 'オーナー', hant: '擁有者', vi: 'chủ sở hữu', 'en-US': 'owner' },
  'role.staff': { ja: 'スタッフ', hant: '工作人員', vi: 'nhân viên', 'en-US': 'staff' },
  'role.support': { ja: 'サポート', hant: '客服', vi: 'hỗ trợ', 'en-US': 'support' },
  // What each role may do, as the invitation says it (issue 29: money decisions named).
  'role_scope.owner': {
    ja: '組織のすべて（価格・返金・メンバー管理・操作履歴を含む）',
    hant: '組織內所有操作（含價格、退款、成員管理與操作紀錄）',
    vi: 'mọi thứ trong tổ chức, gồm giá, hoàn tiền, quản lý thành viên và nhật ký',
    'en-US': 'everything in the organisation, including prices, refunds, people and the audit log',
  },
  'role_scope.staff': {
    ja: 'イベント・写真・動画・発送（価格の変更・返金はできません）',
    hant: '活動、照片、影片、出貨（不能變更價格或退款）',
    vi: 'sự kiện, ảnh, video, giao hàng (không đổi giá, không hoàn tiền)',
    'en-US': 'events, photos, movies and shipping (no price changes, no refunds)',
  },
  'role_scope.support': {
    ja: '注文・返金（上限あり）・お問い合わせ。売上は閲覧のみ',
    hant: '訂單、退款（有上限）、詢問；金額僅可檢視',
    vi: 'đơn hàng, hoàn tiền có giới hạn, câu hỏi; chỉ xem doanh thu',
    'en-US': 'orders, refunds up to a limit, inquiries; money read-only',
  },
});
