import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { Button, Icon, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { formatBytes, percentOf, type SavePickerWindow, zipStrategy } from './download-transfer';
import styles from './library.module.css';
import { zipUrlQuery } from './library-api';
import { useZipDownload } from './use-zip-download';

interface ZipDownloadCardProps {
  area: Area;
  orderId: number;
  eventId: number;
  zip: { file_name: string; size: number; item_count: number };
  /** Test seam: the window whose `showSaveFilePicker` decides the way. */
  win?: SavePickerWindow;
}

/** The order's zip: its name, size and count, and a Download button with progress. */
export function ZipDownloadCard({
  area,
  orderId,
  eventId,
  zip,
  win = window as SavePickerWindow,
}: ZipDownloadCardProps) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const locale = htmlLangOf(useTextLanguage());
  const strategy = zipStrategy(zip.size, win);
  const target = { area, orderId, eventId, fileName: zip.file_name, size: zip.size };
  const { state, start, cancel } = useZipDownload(target, strategy, win);
  // The plain link needs its signed URL before the tap.
  const link = useQuery({ ...zipUrlQuery(area, orderId, eventId), enabled: strategy === 'link' });
  const size = formatBytes(zip.size, locale);

  let action: ReactNode;
  if (strategy === 'link') {
    action = link.data ? (
      <>
        <a className={styles.primaryAction} href={link.data.url} download={link.data.file_name}>
          <Icon name="download" size={20} />
          {t('zip.download')}
        </a>
        <p className={styles.hint}>{t('zip.linkHint')}</p>
      </>
    ) : link.isError ? (
      <Button variant="secondary" onClick={() => void link.refetch()}>
        {t('state.retry')}
      </Button>
    ) : (
      <Spinner label={t('zip.preparing')} />
    );
  } else if (state.phase === 'preparing' || state.phase === 'downloading') {
    const progress = state.phase === 'downloading' ? state.progress : { loaded: 0, total: zip.size };
    const percent = percentOf(progress);
    const loaded = formatBytes(progress.loaded, locale);
    const text =
      state.phase === 'preparing'
        ? t('zip.preparing')
        : percent === null
          ? t('zip.progressUnknown', { loaded })
          : t('zip.progress', { loaded, total: size, percent });
    action = (
      <div className={styles.progressBlock}>
        <progress
          className={styles.progress}
          max={100}
          value={percent ?? undefined}
          aria-label={t('zip.progressLabel')}
          aria-valuetext={text}
        />
        <p className={styles.progressText} aria-live="polite">
          {text}
        </p>
        <Button variant="secondary" onClick={cancel}>
          {t('zip.cancel')}
        </Button>
      </div>
    );
  } else {
    action = (
      <>
        {state.phase === 'done' ? (
          <p className={styles.success} role="status">
            <Icon name="check" size={18} />
            {t('zip.done')}
          </p>
        ) : null}
        {state.phase === 'failed' ? (
          <p className={styles.failure} role="alert">
            {t('zip.failed')}
          </p>
        ) : null}
        <Button block onClick={() => void start()}>
          <Icon name="download" size={20} />
          {state.phase === 'idle' ? t('zip.download') : t('zip.again')}
        </Button>
      </>
    );
  }

  return (
    <section className={pageStyles.card} aria-labelledby={`zip-${orderId}-${eventId}`}>
      <h2 id={`zip-${orderId}-${eventId}`} className={styles.cardTitle}>
        {t('zip.heading')}
      </h2>
      <p className={styles.zipName}>
        <Icon name="archive" size={20} />
        <span>{zip.file_name}</span>
      </p>
      <p className={styles.muted}>{t('zip.facts', { count: zip.item_count, size })}</p>
      {action}
    </section>
  );
}
