import { defineMessages } from '../../platform/i18n/messages';

/** The print sheet's column titles, in the order of its columns. */
export const printSheetColumns = defineMessages({
  order: { ja: '注文番号', hant: '訂單編號', vi: 'Mã đơn hàng', 'en-US': 'Order code' },
  status: { ja: '状態', hant: '狀態', vi: 'Trạng thái', 'en-US': 'Status' },
  paid: { ja: '支払日時', hant: '付款時間', vi: 'Thời gian thanh toán', 'en-US': 'Paid at' },
  name: { ja: 'お届け先氏名', hant: '收件人', vi: 'Người nhận', 'en-US': 'Recipient' },
  zip: { ja: '郵便番号', hant: '郵遞區號', vi: 'Mã bưu chính', 'en-US': 'Postal code' },
  prefecture: { ja: '都道府県', hant: '都道府縣', vi: 'Tỉnh/thành', 'en-US': 'Prefecture' },
  address: { ja: '住所', hant: '地址', vi: 'Địa chỉ', 'en-US': 'Address' },
  tel: { ja: '電話番号', hant: '電話', vi: 'Điện thoại', 'en-US': 'Phone' },
  class: { ja: 'クラス', hant: '班級', vi: 'Lớp', 'en-US': 'Class' },
  child: { ja: 'お子さま', hant: '孩子', vi: 'Tên bé', 'en-US': 'Child' },
  file: { ja: 'ファイル名', hant: '檔名', vi: 'Tên tệp', 'en-US': 'File name' },
  photo: { ja: '写真ID', hant: '照片 ID', vi: 'Mã ảnh', 'en-US': 'Photo id' },
  size: { ja: 'サイズ', hant: '尺寸', vi: 'Kích thước', 'en-US': 'Size' },
  quantity: { ja: '枚数', hant: '張數', vi: 'Số lượng', 'en-US': 'Quantity' },
  cropX: { ja: 'トリミングX', hant: '裁切 X', vi: 'Cắt X', 'en-US': 'Crop x' },
  cropY: { ja: 'トリミングY', hant: '裁切 Y', vi: 'Cắt Y', 'en-US': 'Crop y' },
  cropWidth: { ja: 'トリミング幅', hant: '裁切寬度', vi: 'Cắt rộng', 'en-US': 'Crop width' },
  cropHeight: { ja: 'トリミング高さ', hant: '裁切高度', vi: 'Cắt cao', 'en-US': 'Crop height' },
});

/** A print order's state as the lab reads it (issue 29: never the internal code "paid"). */
export const printStateNames = defineMessages({
  paid: { ja: '制作待ち', hant: '待製作', vi: 'Chờ sản xuất', 'en-US': 'To produce' },
  in_production: { ja: '制作中', hant: '製作中', vi: 'Đang sản xuất', 'en-US': 'In production' },
  shipped: { ja: '発送済み', hant: '已出貨', vi: 'Đã gửi', 'en-US': 'Shipped' },
});
