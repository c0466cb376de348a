import { TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import styles from './lang-text-fields.module.css';

export type LangValues = Record<TextLanguage, string>;
export const emptyLangValues = (): LangValues => ({ ja: '', hant: '', vi: '', 'en-US': '' });

type Props = {
  idPrefix: string;
  legend: string;
  value: LangValues;
  onChange: (value: LangValues) => void;
  /** The label of each language's field (the studio's texts name them). */
  labelOf: (language: TextLanguage) => string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
  /** Errors by language, already translated. */
  errors?: Partial<Record<TextLanguage, string>>;
};

/**
 * One text in every language the buyers read (ja, hant, vi, and the default en-US that the
 * others fall back to), as a group of labelled fields: news, FAQ and legal editors use it.
 */
export function LangTextFields({
  idPrefix,
  legend,
  value,
  onChange,
  labelOf,
  hint,
  multiline,
  maxLength,
  errors = {},
}: Props) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={multiline ? styles.stack : styles.grid}>
        {TEXT_LANGUAGES.map((language) => {
          const id = `${idPrefix}-${language}`;
          const error = errors[language];
          const common = {
            id,
            value: value[language],
            maxLength,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: styles.input,
          };
          return (
            <div key={language} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {labelOf(language)}
              </label>
              {multiline ? (
                <textarea
                  {...common}
                  rows={6}
                  onChange={(event) => onChange({ ...value, [language]: event.target.value })}
                />
              ) : (
                <input
                  {...common}
                  onChange={(event) => onChange({ ...value, [language]: event.target.value })}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
