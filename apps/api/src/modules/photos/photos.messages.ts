import { defineMessages } from '../../platform/i18n/messages';

export const photoMessages = defineMessages({
  'photo.too_large': {
    ja: 'ファイルが大きすぎます（上限 {maxMb} MB）。',
    hant: '檔案過大（上限 {maxMb} MB）。',
    vi: 'Tệp quá lớn (tối đa {maxMb} MB).',
    'en-US': 'The file is too large (limit {maxMb} MB).',
  },
  'photo.not_image': {
    ja: '画像・動画ファイルではないか、対応していない形式です（JPEG・PNG・WebP・HEIC・TIFF・MP4・MOV に対応）。',
    hant: '不是圖片或影片檔，或格式不支援（支援 JPEG、PNG、WebP、HEIC、TIFF、MP4、MOV）。',
    vi: 'Không phải tệp ảnh hoặc video, hoặc định dạng không được hỗ trợ (hỗ trợ JPEG, PNG, WebP, HEIC, TIFF, MP4, MOV).',
    'en-US':
      'This is not an image or a movie, or its format is not supported (JPEG, PNG, WebP, HEIC, TIFF, MP4, MOV).',
  },
  'photo.too_many_pixels': {
    ja: '画像の画素数が多すぎます（上限 {maxMp} メガピクセル）。',
    hant: '圖片像素過多（上限 {maxMp} 百萬像素）。',
    vi: 'Ảnh có quá nhiều điểm ảnh (tối đa {maxMp} megapixel).',
    'en-US': 'The image has too many pixels (limit {maxMp} megapixels).',
  },
  'photo.truncated': {
    ja: '画像ファイルが途中で切れています。もう一度アップロードしてください。',
    hant: '圖片檔不完整，請重新上傳。',
    vi: 'Tệp ảnh bị thiếu dữ liệu. Vui lòng tải lên lại.',
    'en-US': 'The image file is incomplete. Please upload it again.',
  },
  'photo.corrupt': {
    ja: '画像ファイルが壊れているため処理できませんでした。',
    hant: '圖片檔已損毀，無法處理。',
    vi: 'Tệp ảnh bị hỏng nên không thể xử lý.',
    'en-US': 'The image file is damaged and could not be processed.',
  },
  'movie.too_large': {
    ja: '動画ファイルが大きすぎます（上限 {maxGb} GB）。',
    hant: '影片檔過大（上限 {maxGb} GB）。',
    vi: 'Tệp video quá lớn (tối đa {maxGb} GB).',
    'en-US': 'The movie file is too large (limit {maxGb} GB).',
  },
  'movie.truncated': {
    ja: '動画ファイルが途中で切れています。もう一度アップロードしてください。',
    hant: '影片檔不完整，請重新上傳。',
    vi: 'Tệp video bị thiếu dữ liệu. Vui lòng tải lên lại.',
    'en-US': 'The movie file is incomplete. Please upload it again.',
  },
  'movie.corrupt': {
    ja: '動画ファイルが壊れているか、映像が含まれていないため処理できませんでした（MP4・MOV に対応）。',
    hant: '影片檔已損毀或不含影像，無法處理（支援 MP4、MOV）。',
    vi: 'Tệp video bị hỏng hoặc không có hình ảnh nên không thể xử lý (hỗ trợ MP4, MOV).',
    'en-US': 'The movie file is damaged or has no video, so it could not be processed (MP4, MOV).',
  },
  'photo.not_found': {
    ja: '写真が見つかりません。',
    hant: '找不到照片。',
    vi: 'Không tìm thấy ảnh.',
    'en-US': 'The photo was not found.',
  },
  'category.not_found': {
    ja: 'カテゴリが見つかりません。',
    hant: '找不到分類。',
    vi: 'Không tìm thấy danh mục.',
    'en-US': 'The category was not found.',
  },
});
