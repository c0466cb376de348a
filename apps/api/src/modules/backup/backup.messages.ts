import { defineMessages } from '../../platform/i18n/messages';

export const backupMessages = defineMessages({
  'backup.embedded_only': {
    ja: 'このバックアップは組み込みデータベースでのみ利用できます。PostgreSQL と S3 はそれぞれの方法でバックアップしてください。',
    hant: '此備份僅適用於內建資料庫。PostgreSQL 與 S3 請使用各自的備份方式。',
    vi: 'Bản sao lưu này chỉ dùng cho cơ sở dữ liệu tích hợp. Hãy sao lưu PostgreSQL và S3 bằng công cụ riêng của chúng.',
    'en-US': 'This backup is for the embedded database only. Back up PostgreSQL and S3 with their own tools.',
  },
});
