import { type CategoryNameLang, MAX_CATEGORY_NAME } from '@omoide/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@/shared/ui';
import styles from './categories.module.css';

export type NameValues = { name: string; name_lang: CategoryNameLang };
const LANGS = ['ja', 'hant', 'vi'] as const;

type Props = {
  idPrefix: string;
  title: string;
  initial?: NameValues;
  submitLabel: string;
  busy: boolean;
  error?: React.ReactNode;
  onSubmit: (values: NameValues) => void;
  /** Inline forms (opened by a button) take the focus and close on Escape. */
  onCancel?: () => void;
};

/**
 * A category's default name and its ja, hant and vi names: buyers see their language's name,
 * or the default one where it is left empty. Used to add and to rename.
 */
export function NameForm({ idPrefix, title, initial, submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('studio');
  const [values, setValues] = useState<NameValues>(
    initial ?? { name: '', name_lang: { ja: '', hant: '', vi: '' } },
  );
  const [nameError, setNameError] = useState<string | undefined>();
  const first = useRef<HTMLInputElement>(null);
  const inline = onCancel !== undefined;
  useEffect(() => {
    if (inline) first.current?.focus();
  }, [inline]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(t('categories.name.required'));
      return;
    }
    setNameError(undefined);
    onSubmit({
      name: values.name.trim(),
      name_lang: {
        ja: values.name_lang.ja.trim(),
        hant: values.name_lang.hant.trim(),
        vi: values.name_lang.vi.trim(),
      },
    });
  };
  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      noValidate
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !busy) onCancel();
      }}
    >
      <h3 className={styles.panelTitle}>{title}</h3>
      {error}
      <div className={styles.fields}>
        <TextField
          ref={first}
          id={`${idPrefix}-name`}
          label={t('categories.name.default')}
          hint={t('categories.name.defaultHint')}
          error={nameError}
          maxLength={MAX_CATEGORY_NAME}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        {LANGS.map((lang) => (
          <TextField
            key={lang}
            id={`${idPrefix}-name-${lang}`}
            label={t(`categories.name.${lang}`)}
            optional
            maxLength={MAX_CATEGORY_NAME}
            value={values.name_lang[lang]}
            onChange={(event) =>
              setValues({ ...values, name_lang: { ...values.name_lang, [lang]: event.target.value } })
            }
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('categories.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
