import { defineMessages } from '../../platform/i18n/messages';

export const postcodeMessages = defineMessages({
  'zip.not_found': {
    ja: 'この郵便番号の住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。',
    hant: '找不到此郵遞區號的地址，請確認郵遞區號或直接輸入地址。',
    vi: 'Không tìm thấy địa chỉ cho mã bưu chính này. Vui lòng kiểm tra lại hoặc nhập địa chỉ trực tiếp.',
    'en-US': 'No address was found for this postal code. Please check it or type the address.',
  },
});
