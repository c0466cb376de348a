import { zodResolver } from '@hookform/resolvers/zod';
import { type ErrorResponse, EVENT_CODE_LENGTH, type PublicEvent } from '@omoide/contract';
import { type ChangeEvent, type ClipboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { serverMessage } from '@/shared/errors/describe-api-error';
import { reportError } from '@/shared/errors/error-modal-store';
import { validationField } from '@/shared/errors/server-error';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { Button, FormAlert, Icon } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import { normalizeCodeInput, parsePastedCode, splitFirstField } from './event-code';
import styles from './event-code.module.css';
import { postEventCode } from './events-api';

const part = z
  .string()
  .transform(normalizeCodeInput)
  .pipe(
    z
      .string()
      .min(1, 'codeForm.errors.required')
      .regex(new RegExp(`^[A-Za-z0-9]{${EVENT_CODE_LENGTH}}$`), 'codeForm.errors.format'),
  );
const codeSchema = z.object({ code1: part, code2: part });
type CodeInput = z.input<typeof codeSchema>;
type CodeValues = z.output<typeof codeSchema>;

/** An answer the form shows in place: the server's "not found", or our own "too many tries". */
type FormProblem = { kind: 'server'; body: ErrorResponse } | { kind: 'rateLimited' };

interface EventCodeFormProps {
  area: Area;
  onOpened: (event: PublicEvent) => void;
  submit?: typeof postEventCode;
}

/**
 * The two 5-character fields of an event code. Typing past 5 characters, or pasting the
 * whole code ("SPORT12345", "SPORT-12345", full width) into either field, fills both.
 * Mistakes are shown next to the fields: a malformed part (ours, or the API's 400), an
 * unknown code (404, the server's translated message) and too many tries (429).
 */
export function EventCodeForm({ area, onOpened, submit = postEventCode }: EventCodeFormProps) {
  const { t } = useTranslation('events');
  const language = useTextLanguage();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code1: '', code2: '' },
  });

  const fillBoth = (first: string, second: string) => {
    setValue('code1', first, { shouldValidate: isSubmitted, shouldDirty: true });
    setValue('code2', second, { shouldValidate: isSubmitted, shouldDirty: true });
    setProblem(null);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = parsePastedCode(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    fillBoth(pair[0], pair[1]);
    setFocus('code2');
  };

  const first = register('code1');
  const second = register('code2');

  const advanceWhenFull = (value: string) => {
    if (normalizeCodeInput(value).length === EVENT_CODE_LENGTH) setFocus('code2');
  };

  // Typing (or autofill) past 5 characters in the first field continues in the second.
  // Nothing moves while an IME is composing; the composition's end is checked instead.
  const onFirstChange = (event: ChangeEvent<HTMLInputElement>) => {
    const composing = (event.nativeEvent as InputEvent).isComposing === true;
    const { first: value, overflow } = composing
      ? { first: event.target.value, overflow: null }
      : splitFirstField(event.target.value);
    if (overflow !== null) {
      fillBoth(value, overflow);
      setFocus('code2');
      return;
    }
    void first.onChange(event);
    if (!composing) advanceWhenFull(value);
  };

  const onSubmit = handleSubmit(async ({ code1, code2 }) => {
    setProblem(null);
    let event: PublicEvent;
    try {
      event = await submit(area, { event_code1: code1, event_code2: code2 });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.body) {
        const field = validationField(error.body);
        if (field === 'event_code1' || field === 'event_code2') {
          const name = field === 'event_code1' ? 'code1' : 'code2';
          setError(name, { message: 'codeForm.errors.format' }, { shouldFocus: true });
          return;
        }
        setProblem({ kind: 'server', body: error.body });
      } else if (isApiError(error) && error.status === 404 && error.body) {
        setProblem({ kind: 'server', body: error.body });
        setFocus('code1', { shouldSelect: true });
      } else if (isApiError(error) && error.status === 429) {
        setProblem({ kind: 'rateLimited' });
      } else {
        reportError(error);
      }
      return;
    }
    onOpened(event);
  });

  const fieldError = errors.code1?.message ?? errors.code2?.message;
  const describedBy = ['event-code-hint', fieldError ? 'event-code-error' : ''].filter(Boolean).join(' ');
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {problem ? (
        <FormAlert>
          {problem.kind === 'server' ? (
            <>
              <span>{serverMessage(problem.body, language)}</span>{' '}
              <span className={styles.code}>({problem.body.display_code})</span>
            </>
          ) : (
            <span>{t('codeForm.errors.tooMany')}</span>
          )}
        </FormAlert>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('codeForm.legend')}</legend>
        <p id="event-code-hint" className={formStyles.hint}>
          {t('codeForm.hint')}
        </p>
        <div className={styles.inputs}>
          <label className="visually-hidden" htmlFor="event-code-1">
            {t('codeForm.first')}
          </label>
          <input
            id="event-code-1"
            className={styles.input}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="next"
            maxLength={24}
            aria-invalid={errors.code1 ? true : undefined}
            aria-describedby={describedBy}
            {...first}
            onChange={onFirstChange}
            onCompositionEnd={(event) => advanceWhenFull(event.currentTarget.value)}
            onPaste={onPaste}
          />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <label className="visually-hidden" htmlFor="event-code-2">
            {t('codeForm.second')}
          </label>
          <input
            id="event-code-2"
            className={styles.input}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={24}
            aria-invalid={errors.code2 ? true : undefined}
            aria-describedby={describedBy}
            {...second}
            onPaste={onPaste}
          />
        </div>
        {fieldError ? (
          <p id="event-code-error" className={styles.error}>
            <Icon name="alert" size={16} />
            <span>
              {errors.code1 && errors.code2 && errors.code1.message === errors.code2.message
                ? t(fieldError)
                : t(errors.code1 ? 'codeForm.errors.inFirst' : 'codeForm.errors.inSecond', {
                    message: t(fieldError),
                  })}
            </span>
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('codeForm.submitting') : t('codeForm.submit')}
      </Button>
    </form>
  );
}
