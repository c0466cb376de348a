import type { AuditQuery } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/ui';
import { auditActionKeys } from '../../shared/audit-action-keys';
import page from '../../shared/studio-page.module.css';

export type AuditFilters = { actor: string; action: string; from: string; to: string };

/** Dates are whole local days: "to" includes the whole day. */
export function toQuery(filters: AuditFilters): Omit<AuditQuery, 'next_index'> {
  const day = (value: string, endOfDay: boolean) => {
    if (!value) return undefined;
    const date = new Date(`${value}T00:00:00`);
    if (endOfDay) date.setDate(date.getDate() + 1);
    return Math.floor(date.getTime() / 1000) - (endOfDay ? 1 : 0);
  };
  return {
    actor: filters.actor.trim() || undefined,
    action: filters.action || undefined,
    from_t: day(filters.from, false),
    to_t: day(filters.to, true),
  };
}

export function AuditFilterBar({
  actions,
  value,
  onChange,
}: {
  actions: string[];
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation('studio');
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <form
      className={`${page.card} ${page.row}`}
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('audit.filters')}
    >
      <TextField
        id="audit-actor"
        type="search"
        label={t('audit.actor')}
        value={value.actor}
        onChange={set('actor')}
      />
      <SelectField id="audit-action" label={t('audit.action')} value={value.action} onChange={set('action')}>
        <option value="">{t('audit.allActions')}</option>
        {actions.map((action) => (
          <option key={action} value={action}>
            {t(auditActionKeys(action), { defaultValue: action })}
          </option>
        ))}
      </SelectField>
      <TextField
        id="audit-from"
        type="date"
        label={t('audit.from')}
        value={value.from}
        onChange={set('from')}
      />
      <TextField id="audit-to" type="date" label={t('audit.to')} value={value.to} onChange={set('to')} />
    </form>
  );
}
