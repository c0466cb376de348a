import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './quantity-stepper.module.css';

/** A quantity kept inside 0…max, whole numbers only (anything else counts as 0). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

interface QuantityStepperProps {
  id: string;
  /** The size's name, for the controls' accessible names. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * − [n] + for a print's quantity, 0…max (spec §9: at most 50 of one print). Shared by the
 * item page and the cart, so both steps look and read the same.
 */
export function QuantityStepper({ id, name, value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.stepper}>
      <legend className="visually-hidden">{t('quantity.of', { name })}</legend>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        disabled={value <= 0}
        aria-label={t('quantity.decrease', { name })}
      >
        <Icon name="minus" size={20} />
      </button>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label={t('quantity.of', { name })}
        onChange={(event) =>
          onChange(clampQuantity(Number(event.currentTarget.value.normalize('NFKC')), max))
        }
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        disabled={value >= max}
        aria-label={t('quantity.increase', { name })}
      >
        <Icon name="plus" size={20} />
      </button>
    </fieldset>
  );
}
