import {
  MAX_CONTENT_BODY,
  MAX_CONTENT_TITLE,
  pickLang,
  type StudioFaq,
  type StudioFaqCategory,
} from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { SelectField, TextField } from '@/shared/ui';
import { emptyLangValues, LangTextFields, type LangValues } from '../../shared/lang-text-fields';
import { StudioError } from '../../shared/studio-error';
import styles from './content.module.css';
import { saveFaq, saveFaqCategory } from './content-api';
import { useLanguageLabel } from './content-nav';
import { ContentPreview } from './content-preview';
import { EditorForm } from './editor-form';

const ADDRESS_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A category: its address name (/faq/{name}) and its label in every language. */
export function FaqCategoryForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: StudioFaqCategory | null;
  onSaved: (category: StudioFaqCategory) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('studio');
  const labelOf = useLanguageLabel();
  const [name, setName] = useState(initial?.name ?? '');
  const [label, setLabel] = useState<LangValues>(initial?.display_text ?? emptyLangValues());
  const [errors, setErrors] = useState<{ name?: string; label?: string }>({});
  const save = useMutation({
    mutationFn: () => saveFaqCategory(initial?.id ?? null, { name: name.trim(), display_text: label }),
    onSuccess: onSaved,
  });
  const submit = () => {
    const found = {
      name: ADDRESS_NAME.test(name.trim()) ? undefined : t('content.faq.errors.name'),
      label: label['en-US'].trim() ? undefined : t('content.errors.defaultRequired'),
    };
    setErrors(found);
    if (!found.name && !found.label) save.mutate();
  };
  return (
    <EditorForm
      heading={initial ? t('content.faq.category.editTitle') : t('content.faq.category.newTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <StudioError error={save.error} />
      <TextField
        id="faq-category-name"
        label={t('content.faq.category.name')}
        hint={initial ? t('content.faq.category.nameFixed') : t('content.faq.category.nameHint')}
        readOnly={initial !== null}
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <LangTextFields
        idPrefix="faq-category-label"
        legend={t('content.faq.category.label')}
        hint={t('content.fields.defaultHint')}
        value={label}
        onChange={setLabel}
        labelOf={labelOf}
        maxLength={MAX_CONTENT_TITLE}
        errors={{ 'en-US': errors.label }}
      />
    </EditorForm>
  );
}

/** An entry: its category, question and answer (HTML) in every language, with a preview. */
export function FaqEntryForm({
  initial,
  categoryId,
  categories,
  onSaved,
  onCancel,
}: {
  initial: StudioFaq | null;
  categoryId: number;
  categories: readonly StudioFaqCategory[];
  onSaved: (faq: StudioFaq) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const labelOf = useLanguageLabel();
  const [category, setCategory] = useState(String(initial?.category_id ?? categoryId));
  const [title, setTitle] = useState<LangValues>(initial?.title ?? emptyLangValues());
  const [body, setBody] = useState<LangValues>(initial?.body_html ?? emptyLangValues());
  const [titleError, setTitleError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => saveFaq(initial?.id ?? null, { category_id: Number(category), title, body_html: body }),
    onSuccess: onSaved,
  });
  const submit = () => {
    const error = title['en-US'].trim() ? undefined : t('content.errors.defaultRequired');
    setTitleError(error);
    if (!error) save.mutate();
  };
  return (
    <EditorForm
      heading={initial ? t('content.faq.entry.editTitle') : t('content.faq.entry.newTitle')}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <StudioError error={save.error} />
      {initial?.key ? <p className={styles.note}>{t('content.faq.entry.standardNote')}</p> : null}
      <SelectField
        id="faq-entry-category"
        label={t('content.faq.entry.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {pickLang(c.display_text, language)}
          </option>
        ))}
      </SelectField>
      <LangTextFields
        idPrefix="faq-entry-title"
        legend={t('content.faq.entry.question')}
        hint={t('content.fields.defaultHint')}
        value={title}
        onChange={setTitle}
        labelOf={labelOf}
        maxLength={MAX_CONTENT_TITLE}
        errors={{ 'en-US': titleError }}
      />
      <LangTextFields
        idPrefix="faq-entry-body"
        legend={t('content.faq.entry.answer')}
        hint={t('content.fields.htmlHint')}
        value={body}
        onChange={setBody}
        labelOf={labelOf}
        maxLength={MAX_CONTENT_BODY}
        multiline
      />
      <ContentPreview titles={title} bodies={body} />
    </EditorForm>
  );
}
