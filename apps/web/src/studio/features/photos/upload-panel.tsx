import type { StudioPhotoCategory } from '@omoide/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui';
import page from '../../shared/studio-page.module.css';
import { droppedFiles, type PickedFile, pickedFiles } from './dropped-files';
import styles from './photos.module.css';
import type { QueuedFile, UploadQueue } from './upload-queue';

const ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,image/tiff,video/mp4,video/quicktime,.heic,.mov,.mp4';
const percent = (part: number) => Math.floor(part * 100);

/** Where photos go and how they get there: drop files or folders, or pick them. */
export function UploadPanel({
  categories,
  queue,
}: {
  categories: StudioPhotoCategory[];
  queue: UploadQueue;
}) {
  const { t } = useTranslation('studio');
  const [categoryId, setCategoryId] = useState(categories[0]?.category_id ?? 0);
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const files = queue.files();
  const add = (picked: PickedFile[]) => {
    if (picked.length && categoryId) queue.add(picked, categoryId);
  };
  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(await droppedFiles(event.dataTransfer));
  };

  if (categories.length === 0) {
    return (
      <section className={page.card} aria-labelledby={`${selectId}-title`}>
        <h2 id={`${selectId}-title`}>{t('photos.upload.title')}</h2>
        <p className={page.muted}>{t('photos.upload.noCategories')}</p>
      </section>
    );
  }
  const counts = {
    done: files.filter((f) => f.status === 'done').length,
    refused: files.filter((f) => f.status === 'refused').length,
    total: files.length,
  };
  const total = percent(queue.progress());
  // Where the finished photos went (into the tray, the programme chose): "年少 かけっこ 12 · 未分類 3".
  const placed = new Map<number, number>();
  for (const f of files)
    if (f.status === 'done' && f.placedIn) placed.set(f.placedIn, (placed.get(f.placedIn) ?? 0) + 1);
  const placedText = [...placed]
    .map(([id, n]) => {
      const category = categories.find((c) => c.category_id === id);
      return t('photos.upload.placedIn', { category: category ? category.name : `#${id}`, n });
    })
    .join(' · ');

  return (
    <section className={page.card} aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>{t('photos.upload.title')}</h2>
      <label className={styles.field} htmlFor={selectId}>
        <span>{t('photos.upload.category')}</span>
        <select id={selectId} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
          {categories.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.parent_name ? `${c.parent_name} / ${c.name}` : c.name}
            </option>
          ))}
        </select>
      </label>
      <section
        className={`${styles.dropzone} ${over ? styles.over : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => void onDrop(e)}
        aria-label={t('photos.upload.dropLabel')}
        data-testid="dropzone"
      >
        <p>{t('photos.upload.drop')}</p>
        <p className={page.muted}>{t('photos.upload.formats')}</p>
        <div className={styles.pickers}>
          <Button variant="secondary" onClick={() => filesInput.current?.click()}>
            {t('photos.upload.pickFiles')}
          </Button>
          <Button variant="secondary" onClick={() => folderInput.current?.click()}>
            {t('photos.upload.pickFolder')}
          </Button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label={t('photos.upload.pickFiles')}
          onChange={(e) => {
            add(pickedFiles(e.target.files));
            e.target.value = '';
          }}
        />
        <input
          ref={folderInput}
          type="file"
          hidden
          aria-label={t('photos.upload.pickFolder')}
          {...{ webkitdirectory: '' }}
          onChange={(e) => {
            add(pickedFiles(e.target.files));
            e.target.value = '';
          }}
        />
      </section>
      {files.length ? (
        <div className={styles.queue}>
          <p className={styles.total} role="status" aria-live="polite">
            {t('photos.upload.summary', counts)}
            {counts.refused ? ` ${t('photos.upload.refusedCount', { n: counts.refused })}` : ''}
          </p>
          {placedText ? (
            <p className={styles.total} data-testid="upload-placed">
              {t('photos.upload.placed', { list: placedText })}
            </p>
          ) : null}
          <progress
            className={styles.bar}
            max={100}
            value={total}
            aria-label={t('photos.upload.totalProgress', { percent: total })}
          />
          <ul className={styles.files} aria-label={t('photos.upload.filesLabel')}>
            {files.map((file) => (
              <QueuedFileRow key={file.key} file={file} onResume={() => queue.resume(file.key)} />
            ))}
          </ul>
          {!queue.busy ? (
            <Button variant="ghost" onClick={() => queue.clearFinished()}>
              {t('photos.upload.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function QueuedFileRow({ file, onResume }: { file: QueuedFile; onResume: () => void }) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const share =
    file.status === 'done' ? 100 : percent(file.size ? (file.sent + file.inFlight) / file.size : 0);
  const state =
    file.status === 'done'
      ? t('photos.upload.state.done')
      : file.status === 'refused'
        ? t('photos.upload.state.refused')
        : file.status === 'interrupted'
          ? t('photos.upload.state.interrupted')
          : file.status === 'uploading'
            ? t('photos.upload.state.uploading', { percent: share })
            : t('photos.upload.state.waiting');
  return (
    <li className={`${styles.file} ${file.status === 'refused' ? styles.refused : ''}`}>
      <span className={styles.fileName}>{file.name}</span>
      <progress
        className={styles.fileBar}
        max={100}
        value={file.status === 'refused' ? 0 : share}
        aria-label={t('photos.upload.fileProgress', { name: file.name, percent: share })}
      />
      <span className={styles.fileState}>{state}</span>
      {file.status === 'refused' ? (
        <span className={styles.reason}>
          {file.error ? serverMessage(file.error, language) : t('photos.upload.refusedUnknown')}
        </span>
      ) : null}
      {file.status === 'interrupted' ? (
        <Button variant="ghost" onClick={onResume}>
          {t('photos.upload.resume')}
        </Button>
      ) : null}
    </li>
  );
}
