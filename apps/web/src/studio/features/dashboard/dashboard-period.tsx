import { STUDIO_DASHBOARD_MAX_DAYS } from '@omoide/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@/shared/ui';
import styles from './dashboard.module.css';
import { customPeriodProblem, type DashboardPeriod, PRESETS } from './dashboard-api';

/**
 * The period: the last 7, 30 or 90 days at one click, or days chosen (applied on Show, as
 * the API refuses a period longer than 366 days or ending before it starts).
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (next: DashboardPeriod) => void;
}) {
  const { t } = useTranslation('studio');
  const [custom, setCustom] = useState('from' in value);
  const [from, setFrom] = useState('from' in value ? value.from : '');
  const [to, setTo] = useState('from' in value ? value.to : '');
  const [problem, setProblem] = useState<'order' | 'tooLong' | null>(null);
  const chosen = custom ? 'custom' : 'days' in value ? value.days : 'custom';
  return (
    <div>
      <fieldset className={styles.presets}>
        <legend>{t('dashboard.period.label')}</legend>
        {PRESETS.map((days) => (
          <label key={days} className={styles.preset}>
            <input
              type="radio"
              name="dashboard-period"
              checked={chosen === days}
              onChange={() => {
                setCustom(false);
                onChange({ days });
              }}
            />
            {t(`dashboard.period.days${days}`)}
          </label>
        ))}
        <label className={styles.preset}>
          <input
            type="radio"
            name="dashboard-period"
            checked={chosen === 'custom'}
            onChange={() => setCustom(true)}
          />
          {t('dashboard.period.custom')}
        </label>
      </fieldset>
      {chosen === 'custom' ? (
        <form
          className={styles.custom}
          onSubmit={(event) => {
            event.preventDefault();
            const found = customPeriodProblem(from, to);
            setProblem(found);
            if (!found) onChange({ from, to });
          }}
        >
          <TextField
            id="dashboard-from"
            type="date"
            label={t('dashboard.period.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            required
          />
          <TextField
            id="dashboard-to"
            type="date"
            label={t('dashboard.period.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={
              problem ? t(`dashboard.period.${problem}`, { days: STUDIO_DASHBOARD_MAX_DAYS }) : undefined
            }
            required
          />
          <Button type="submit" variant="secondary">
            {t('dashboard.period.apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
