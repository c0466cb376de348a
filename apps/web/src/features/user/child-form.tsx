import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHILD_RELATIONSHIP_KEYS,
  type Child,
  type ChildRelationship,
  childRelationshipLabel,
  pickLang,
} from '@omoide/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inlineErrorBody, useServerError, validationField } from '@/shared/errors/server-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, SelectField, ServerAlert, TextField } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import type { ChildPayload } from './user-api';

/** Today as YYYY-MM-DD in the visitor's time zone (the date input's own calendar). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const optionalText = z.string().trim().max(100, 'validation.tooLong');

export const childFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired').max(100, 'validation.tooLong'),
  name_kana: optionalText,
  birthday: z
    .string()
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'validation.date')
    .refine((value) => value === '' || value <= todayIso(), 'validation.birthdayFuture'),
  class_name: optionalText,
  relationship: z
    .string()
    .refine(
      (value) => (CHILD_RELATIONSHIP_KEYS as readonly string[]).includes(value),
      'validation.relationship',
    ),
});
export type ChildFormValues = z.infer<typeof childFormSchema>;

export function toPayload(values: ChildFormValues): ChildPayload {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    name_kana: orNull(values.name_kana),
    birthday: orNull(values.birthday),
    class_name: orNull(values.class_name),
    relationship: values.relationship as ChildRelationship,
  };
}

export function toFormValues(child?: Child): ChildFormValues {
  return {
    name: child?.name ?? '',
    name_kana: child?.name_kana ?? '',
    birthday: child?.birthday ?? '',
    class_name: child?.class_name ?? '',
    relationship: child?.relationship ?? '',
  };
}

const FIELDS = ['name', 'name_kana', 'birthday', 'class_name', 'relationship'] as const;
type Field = (typeof FIELDS)[number];
const isField = (value: string | null): value is Field => FIELDS.includes(value as Field);

interface ChildFormProps {
  child?: Child;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (payload: ChildPayload) => Promise<unknown>;
  /** Called after a successful save, e.g. to reset an "add" form. */
  onSaved?: () => void;
  onCancel?: () => void;
}

/** Add or edit a child (spec §3 User). The relationship list is the spec's, in the visitor's language. */
export function ChildForm({
  child,
  submitLabel,
  submittingLabel,
  onSubmit,
  onSaved,
  onCancel,
}: ChildFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const server = useServerError();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChildFormValues>({
    resolver: zodResolver(childFormSchema),
    defaultValues: toFormValues(child),
  });

  const submit = handleSubmit(async (values) => {
    server.clear();
    try {
      await onSubmit(toPayload(values));
    } catch (error) {
      if (server.capture(error)) {
        const body = inlineErrorBody(error);
        const field = body ? validationField(body) : null;
        if (isField(field)) setError(field, { message: 'validation.server' });
      }
      return;
    }
    if (!child) reset(toFormValues());
    onSaved?.();
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <ServerAlert body={server.body} />
      <TextField
        id={`${id}-name`}
        label={t('child.fields.name')}
        autoComplete="off"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        id={`${id}-kana`}
        label={t('child.fields.nameKana')}
        hint={t('child.fields.nameKanaHint')}
        optional
        autoComplete="off"
        error={message(errors.name_kana?.message)}
        {...register('name_kana')}
      />
      <SelectField
        id={`${id}-relationship`}
        label={t('child.fields.relationship')}
        error={message(errors.relationship?.message)}
        {...register('relationship')}
      >
        <option value="" disabled>
          {t('child.fields.relationshipPlaceholder')}
        </option>
        {CHILD_RELATIONSHIP_KEYS.map((key) => (
          <option key={key} value={key}>
            {pickLang(childRelationshipLabel(key), language)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-birthday`}
        label={t('child.fields.birthday')}
        type="date"
        optional
        max={todayIso()}
        min="1900-01-01"
        error={message(errors.birthday?.message)}
        {...register('birthday')}
      />
      <TextField
        id={`${id}-class`}
        label={t('child.fields.className')}
        hint={t('child.fields.classNameHint')}
        optional
        autoComplete="off"
        error={message(errors.class_name?.message)}
        {...register('class_name')}
      />
      <div className={formStyles.actions}>
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" block onClick={onCancel} disabled={isSubmitting}>
            {t('child.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
