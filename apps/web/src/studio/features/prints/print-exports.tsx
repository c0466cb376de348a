import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { saveFile } from '../../shared/save-file';
import { studioFetch } from '../../shared/studio-api';
import { StudioError } from '../../shared/studio-error';
import styles from './prints.module.css';
import type { PrintFilter } from './prints-api';

/** The lab's files of an event (docs/decisions/018), for the orders the filter shows. */
const EXPORTS = [
  { kind: 'sheet', path: 'print_sheet', file: 'print-sheet', extension: 'csv' },
  { kind: 'contact', path: 'contact_sheet', file: 'contact-sheet', extension: 'pdf' },
  { kind: 'files', path: 'print_files', file: 'print-files', extension: 'zip' },
] as const;
type Export = (typeof EXPORTS)[number];

/**
 * Print sheet (CSV), contact sheet (PDF) and print-ready files (ZIP). They are fetched with
 * the studio token (a plain link would carry none) and saved; a refusal (a missing original)
 * is shown here rather than as a broken download.
 */
export function PrintExports({
  eventId,
  filter,
  filterLabel,
}: {
  eventId: number;
  filter: PrintFilter;
  filterLabel: string;
}) {
  const { t } = useTranslation('studio');
  const status = filter === 'all' ? undefined : filter;
  const download = useMutation({
    mutationFn: async (item: Export) => {
      const blob = await studioFetch<Blob>(`/api/studio/events/${eventId}/${item.path}`, {
        query: { status },
        responseType: 'blob',
      });
      saveFile(blob, `${item.file}-event-${eventId}${status ? `-${status}` : ''}.${item.extension}`);
    },
  });
  return (
    <section className={styles.exports} aria-labelledby="print-exports-title">
      <h2 id="print-exports-title" className={styles.listTitle}>
        {t('prints.exports.title')}
      </h2>
      <p className={styles.exportsNote}>{t('prints.exports.note', { filter: filterLabel })}</p>
      <div className={styles.exportButtons}>
        {EXPORTS.map((item) => (
          <Button
            key={item.kind}
            variant="secondary"
            disabled={download.isPending}
            onClick={() => download.mutate(item)}
          >
            {download.isPending && download.variables?.kind === item.kind
              ? t('prints.exports.preparing')
              : t(`prints.exports.${item.kind}`)}
          </Button>
        ))}
      </div>
      <StudioError error={download.error} />
    </section>
  );
}
