import { MAX_CONTENT_BODY, MAX_CONTENT_TITLE, type StudioNews } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui';
import { emptyLangValues, LangTextFields, type LangValues } from '../../shared/lang-text-fields';
import { fromLocalInput, toLocalInput } from '../../shared/local-time';
import { StudioError } from '../../shared/studio-error';
import { saveNews } from './content-api';
import { useLanguageLabel } from './content-nav';
import { ContentPreview } from './content-preview';
import { EditorForm } from './editor-form';

type Props = { initial: StudioNews | null; onSaved: (news: StudioNews) => void; onCancel: () => void };

/**
 * One news item: its title and body in every language and the time buyers see it from (a
 * later time schedules it). The body is HTML; the server keeps only what the buyer side
 * allows, which the preview shows before saving.
 */
export function NewsEditor({ initial, onSaved, onCancel }: Props) {
  const { t } = useTranslation('studio');
  const labelOf = useLanguageLabel();
  const [title, setTitle] = useState<LangValues>(initial?.display_text ?? emptyLangValues());
  const [body, setBody] = useState<LangValues>(initial?.body_html ?? emptyLangValues());
  const [when, setWhen] = useState(toLocalInput(initial?.published_t ?? Math.floor(Date.now() / 1000)));
  const [errors, setErrors] = useState<{ title?: string; when?: string }>({});
  const save = useMutation({
    mutationFn: (published_t: number) =>
      saveNews(initial?.id ?? null, { display_text: title, body_html: body, published_t }),
    onSuccess: onSaved,
  });
  const heading = initial ? t('content.news.editTitle') : t('content.news.newTitle');
  const submit = () => {
    const published = fromLocalInput(when);
    const found = {
      title: title['en-US'].trim() ? undefined : t('content.errors.defaultRequired'),
      when: published === null ? t('content.news.errors.date') : undefined,
    };
    setErrors(found);
    if (!found.title && published !== null) save.mutate(published);
  };
  return (
    <EditorForm heading={heading} level={2} busy={save.isPending} onSubmit={submit} onCancel={onCancel}>
      <StudioError error={save.error} />
      <TextField
        id="news-published"
        type="datetime-local"
        label={t('content.news.fields.date')}
        hint={t('content.news.fields.dateHint')}
        error={errors.when}
        value={when}
        onChange={(event) => setWhen(event.target.value)}
      />
      <LangTextFields
        idPrefix="news-title"
        legend={t('content.news.fields.title')}
        hint={t('content.fields.defaultHint')}
        value={title}
        onChange={setTitle}
        labelOf={labelOf}
        maxLength={MAX_CONTENT_TITLE}
        errors={{ 'en-US': errors.title }}
      />
      <LangTextFields
        idPrefix="news-body"
        legend={t('content.news.fields.body')}
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
