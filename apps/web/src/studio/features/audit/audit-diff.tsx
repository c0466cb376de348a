import { useTranslation } from 'react-i18next';
import page from '../../shared/studio-page.module.css';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** Before and after side by side; only the fields that changed are marked. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('studio');
  const changed = changedKeys(before, after);
  return (
    <div>
      {changed.length ? (
        <p className={page.muted}>{t('audit.changed', { fields: changed.join(', ') })}</p>
      ) : null}
      <div className={page.diff}>
        <div>
          <div className={page.muted}>{t('audit.before')}</div>
          <pre className={page.before}>{show(before)}</pre>
        </div>
        <div>
          <div className={page.muted}>{t('audit.after')}</div>
          <pre className={page.after}>{show(after)}</pre>
        </div>
      </div>
    </div>
  );
}

/** Top-level fields whose value differs between the two records (all of them for a creation or removal). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : ({} as Record<string, unknown>);
  const a = record(before);
  const b = record(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
