import type { ErrorResponse } from '@omoide/contract';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import styles from './form.module.css';
import { Icon } from './icon';

/*
 * Form controls of every form (sign-in, guest entry, children, orders). Every control has a
 * visible label, its hint and error tied to it with aria-describedby, aria-invalid while it
 * has an error, and a 48 px touch target. They take react-hook-form's `register(...)` props.
 */

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  /** An already translated message. */
  error?: string;
  optional?: boolean;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** ids the control names in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldFrame({ id, label, hint, error, optional, children }: FieldFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>{t('formField.optional')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          <Icon name="close" size={16} className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, hint, error, optional, className, ref, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        ref={ref}
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide switch (a toggle button, so its state is announced). */
export function PasswordField({ id, label, hint, error, optional, className, ref, ...input }: InputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <div className={styles.withButton}>
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.inlineButton}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t('formField.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {t('formField.show')}
        </button>
      </div>
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ref,
  children,
  ...select
}: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <select
        ref={ref}
        id={id}
        className={`${styles.input} ${styles.select} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

// The UI kit has no status marks; these two follow its 24px stroke style.
const STATUS_PATHS = {
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5.5m0 3v.1',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 2.8 2.8L16.5 9',
} as const;

function StatusMark({ tone }: { tone: keyof typeof STATUS_PATHS }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={styles.alertIcon}
    >
      <path d={STATUS_PATHS[tone]} />
    </svg>
  );
}

/** A message about the whole form (a server answer): announced as soon as it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div
      className={`${styles.alert} ${tone === 'success' ? styles.success : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <StatusMark tone={tone} />
      <div className={styles.alertText}>{children}</div>
    </div>
  );
}

/**
 * The server's refusal of a form (a 4xx kept inline, see shared/errors/server-error): its
 * message in the current language, re-chosen on a language switch, and its code.
 */
export function ServerAlert({ body }: { body: ErrorResponse | null }) {
  const language = useTextLanguage();
  if (!body) return null;
  return (
    <FormAlert>
      <span>{serverMessage(body, language)}</span>
      <span className={styles.code}>({body.display_code})</span>
    </FormAlert>
  );
}
