import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import styles from './item.module.css';
import { clampQuantity } from './price-options';

interface QuantityStepperProps {
  id: string;
  /** The size's name, for the controls' accessible names. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** − [n] + for a print's quantity, 0…max (spec §9: at most 50 of one print). */
export function QuantityStepper({ id, name, value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('events');
  return (
    <fieldset className={styles.stepper}>
      <legend className="visually-hidden">{t('purchase.quantityOf', { name })}</legend>
      <button
        type="button"
        className={styles.stepperButton}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        disabled={value <= 0}
        aria-label={t('purchase.decrease', { name })}
      >
        <Icon name="minus" size={20} />
      </button>
      <input
        id={id}
        className={styles.stepperInput}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label={t('purchase.quantityOf', { name })}
        onChange={(event) =>
          onChange(clampQuantity(Number(event.currentTarget.value.normalize('NFKC')), max))
        }
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={styles.stepperButton}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        disabled={value >= max}
        aria-label={t('purchase.increase', { name })}
      >
        <Icon name="plus" size={20} />
      </button>
    </fieldset>
  );
}
