import { defineMessages } from '../../platform/i18n/messages';

/** Sort by programme (issue 29): the studio's answers and the names of what it creates. */
export const programmeMessages = defineMessages({
  'line.invalid': {
    ja: '{line}行目を読めません。「開始 終了 サブカテゴリ名」（例: 09:00	09:20	年少 かけっこ）の形で入力してください。',
    hant: '無法讀取第 {line} 行。請以「開始 結束 子分類名稱」（例：09:00	09:20	小班 賽跑）的格式輸入。',
    vi: 'Không đọc được dòng {line}. Vui lòng nhập theo dạng "bắt đầu kết thúc tên danh mục con" (ví dụ: 09:00	09:20	Lớp mầm chạy).',
    'en-US': 'Line {line} cannot be read. Enter "start end sub-category" (e.g. 09:00	09:20	Youngest race).',
  },
  'line.order': {
    ja: '{line}行目: 終了時刻は開始時刻より後にしてください。',
    hant: '第 {line} 行：結束時間必須晚於開始時間。',
    vi: 'Dòng {line}: giờ kết thúc phải sau giờ bắt đầu.',
    'en-US': 'Line {line}: the end must be after the start.',
  },
  'line.overlap': {
    ja: '{line}行目の時間帯が前の行と重なっています（1枚の写真は1つのサブカテゴリに入ります）。',
    hant: '第 {line} 行的時段與前面的行重疊（一張照片只會放入一個子分類）。',
    vi: 'Khung giờ ở dòng {line} trùng với dòng trước (mỗi ảnh chỉ vào một danh mục con).',
    'en-US': 'The slot on line {line} overlaps an earlier one (a photo goes into one sub-category).',
  },
  'photo.no_capture_time': {
    ja: 'この写真には撮影日時（EXIF）またはカメラの情報がないため、基準にできません。',
    hant: '此照片沒有拍攝時間（EXIF）或相機資訊，無法作為基準。',
    vi: 'Ảnh này không có thời gian chụp (EXIF) hoặc thông tin máy ảnh nên không thể dùng làm mốc.',
    'en-US': 'This photo has no capture time (EXIF) or camera details, so it cannot be the reference.',
  },
  'photo.not_found': {
    ja: '写真が見つかりません。',
    hant: '找不到照片。',
    vi: 'Không tìm thấy ảnh.',
    'en-US': 'The photo was not found.',
  },
  'event.not_found': {
    ja: 'イベントが見つかりません。',
    hant: '找不到活動。',
    vi: 'Không tìm thấy sự kiện.',
    'en-US': 'The event was not found.',
  },
});

/** What the tray and the programme's own category are called, per language. */
export const programmeNames = defineMessages({
  trayTop: { ja: '自動仕分け', hant: '自動分類', vi: 'Tự động phân loại', 'en-US': 'Auto sort' },
  tray: { ja: '未分類', hant: '未分類', vi: 'Chưa phân loại', 'en-US': 'Unsorted' },
  programme: { ja: 'プログラム', hant: '節目', vi: 'Chương trình', 'en-US': 'Programme' },
});
