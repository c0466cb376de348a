import { defineMessages } from '../../platform/i18n/messages';

export const faceMessages = defineMessages({
  'face.no_face': {
    ja: '顔が見つかりませんでした。お子さまの顔が正面からはっきり写っている写真を選んでください。',
    hant: '找不到臉部。請選擇清楚拍到孩子正面臉部的照片。',
    vi: 'Không tìm thấy khuôn mặt. Vui lòng chọn ảnh chụp rõ khuôn mặt trẻ từ phía trước.',
    'en-US': 'No face was found. Please choose a photo that shows your child’s face clearly from the front.',
  },
  'face.several_faces': {
    ja: '複数の顔が写っています。お子さまお一人だけが写っている写真を選んでください。',
    hant: '照片中有多張臉。請選擇只有孩子一人的照片。',
    vi: 'Ảnh có nhiều khuôn mặt. Vui lòng chọn ảnh chỉ có một mình trẻ.',
    'en-US': 'Several faces are in this photo. Please choose a photo of your child alone.',
  },
  'face.too_small': {
    ja: '顔が小さすぎます。お子さまの顔がもっと大きく写っている写真を選んでください。',
    hant: '臉部太小。請選擇孩子臉部拍得更大的照片。',
    vi: 'Khuôn mặt quá nhỏ. Vui lòng chọn ảnh có khuôn mặt trẻ lớn hơn.',
    'en-US': 'The face is too small. Please choose a photo where your child’s face is larger.',
  },
  'face.too_blurry': {
    ja: '顔がぼやけています。ピントの合った写真を選んでください。',
    hant: '臉部模糊。請選擇對焦清楚的照片。',
    vi: 'Khuôn mặt bị mờ. Vui lòng chọn ảnh rõ nét.',
    'en-US': 'The face is blurred. Please choose a photo in focus.',
  },
  'face.image_invalid': {
    ja: '画像を読み込めませんでした（JPEG・PNG・WebP に対応しています）。',
    hant: '無法讀取圖片（支援 JPEG、PNG、WebP）。',
    vi: 'Không đọc được ảnh (hỗ trợ JPEG, PNG, WebP).',
    'en-US': 'The image could not be read (JPEG, PNG and WebP are supported).',
  },
  'face.image_too_large': {
    ja: '画像が大きすぎます（上限 {maxMb} MB）。',
    hant: '圖片過大（上限 {maxMb} MB）。',
    vi: 'Ảnh quá lớn (tối đa {maxMb} MB).',
    'en-US': 'The image is too large (limit {maxMb} MB).',
  },
  'face.limit': {
    ja: '顔写真は1人につき{max}枚まで登録できます。新しい写真を追加するには、先に1枚削除してください。',
    hant: '每位孩子最多可登錄 {max} 張臉部照片。若要新增，請先刪除一張。',
    vi: 'Mỗi trẻ có thể đăng ký tối đa {max} ảnh khuôn mặt. Hãy xóa một ảnh trước khi thêm ảnh mới.',
    'en-US': 'Up to {max} face photos can be registered per child. Delete one before adding another.',
  },
  'face.consent_required': {
    ja: '顔写真を登録する前に、保護者の方の同意が必要です。',
    hant: '登錄臉部照片前，需要監護人的同意。',
    vi: 'Cần có sự đồng ý của người giám hộ trước khi đăng ký ảnh khuôn mặt.',
    'en-US': 'A guardian’s consent is needed before registering face photos.',
  },
  'face.image_not_found': {
    ja: '顔写真が見つかりません。',
    hant: '找不到臉部照片。',
    vi: 'Không tìm thấy ảnh khuôn mặt.',
    'en-US': 'The face photo was not found.',
  },
  'face.child_no_images': {
    ja: '{name}さんの顔写真が登録されていません。先にお子さまの顔写真を登録してください。',
    hant: '尚未登錄{name}的臉部照片。請先登錄孩子的臉部照片。',
    vi: 'Chưa đăng ký ảnh khuôn mặt của {name}. Vui lòng đăng ký ảnh khuôn mặt của trẻ trước.',
    'en-US': 'No face photos are registered for {name}. Please register your child’s face photos first.',
  },
  'face.photo_not_found': {
    ja: '写真が見つかりません。',
    hant: '找不到照片。',
    vi: 'Không tìm thấy ảnh.',
    'en-US': 'The photo was not found.',
  },
  'face.unreadable': {
    ja: '写真を読み込めなかったため、顔検索できませんでした。',
    hant: '無法讀取照片，因此無法進行臉部搜尋。',
    vi: 'Không đọc được ảnh nên không thể tìm khuôn mặt.',
    'en-US': 'The photo could not be read, so it could not be searched for faces.',
  },
  'face.engine_failed': {
    ja: '顔検索エンジンが再試行後もこの写真を処理できませんでした（写真の読み込みの問題ではありません）。後でもう一度インデックスしてください。',
    hant: '臉部搜尋引擎重試後仍無法處理這張照片（並非照片無法讀取）。請稍後重新建立索引。',
    vi: 'Công cụ tìm khuôn mặt vẫn không xử lý được ảnh này sau khi thử lại (không phải do ảnh không đọc được). Vui lòng lập chỉ mục lại sau.',
    'en-US':
      'The face search engine failed on this photo even after retries (the photo itself could be read). Please index again later.',
  },
});
