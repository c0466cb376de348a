import type { StudioCategoriesAnswer, StudioSubCategory } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ConfirmDialog, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './categories.module.css';
import {
  catalogueKeys,
  createCategory,
  deleteCategory,
  fetchCategories,
  mayEditCatalogue,
  renameCategory,
  reorderCategories,
} from './categories-api';
import { CategoryItem, type Editing } from './category-item';
import { NameForm, type NameValues } from './name-form';
import { PeriodForm } from './period-form';

/** The ids of `list` with the one at `index` moved by one place. */
function moved(list: { id: number }[], index: number, by: -1 | 1): number[] {
  const ids = list.map((c) => c.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + by, 0, id!);
  return ids;
}

/** Owners and staff: an event's categories and sub-categories, their names, order and periods. */
export function CategoriesPage() {
  const { t } = useTranslation('studio');
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const allowed = mayEditCatalogue(organization?.role);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const queryClient = useQueryClient();
  const key = catalogueKeys.categories(eventId);
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchCategories(eventId),
    enabled: allowed && valid,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<StudioSubCategory | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const done = (text: string) => {
    setEditing(null);
    setMessage(text);
    void refresh();
  };
  const create = useMutation({
    mutationFn: (input: NameValues & { parent_id: number | null }) => createCategory(eventId, input),
    onSuccess: (created) => done(t('categories.done.created', { name: created.name })),
  });
  const rename = useMutation({
    mutationFn: (input: NameValues & { id: number }) =>
      renameCategory(input.id, { name: input.name, name_lang: input.name_lang }),
    onSuccess: (renamed) => done(t('categories.done.renamed', { name: renamed.name })),
  });
  const move = useMutation({
    mutationFn: (input: { parentId: number | null; ids: number[] }) =>
      reorderCategories(eventId, input.parentId, input.ids),
    onSuccess: (answer: StudioCategoriesAnswer) => {
      queryClient.setQueryData(key, answer);
      setMessage(t('categories.done.moved'));
    },
    onError: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (category: StudioSubCategory) => deleteCategory(category.id),
    onSuccess: (_answer, category) => {
      setDeleting(null);
      done(t('categories.done.deleted', { name: category.name }));
    },
    onError: () => setDeleting(null),
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  if (!valid) return <Navigate to="/studio" replace />;
  const data = list.data;
  const eventName = data?.event.name ?? t('categories.eventFallback', { id: eventId });
  const error = list.error ?? create.error ?? move.error ?? remove.error;
  const busy = move.isPending || remove.isPending;

  const renderItem = (category: StudioSubCategory, siblings: StudioSubCategory[], index: number) => {
    const isSub = category.parent_id !== null;
    const open = editing?.id === category.id ? editing.mode : null;
    return (
      <>
        <CategoryItem
          category={category}
          isSub={isSub}
          first={index === 0}
          last={index === siblings.length - 1}
          busy={busy}
          currencyTypeId={data!.event.currency_type_id}
          onEdit={(next) => {
            rename.reset();
            create.reset();
            setEditing(next);
          }}
          onMove={(by) => move.mutate({ parentId: category.parent_id, ids: moved(siblings, index, by) })}
          onDelete={() => {
            remove.reset();
            setDeleting(category);
          }}
        />
        {open === 'rename' ? (
          <NameForm
            idPrefix={`rename-${category.id}`}
            title={t('categories.renameTitle', { name: category.name })}
            initial={{ name: category.name, name_lang: category.name_lang }}
            submitLabel={t('categories.save')}
            busy={rename.isPending}
            error={<StudioError error={rename.error} />}
            onSubmit={(values) => rename.mutate({ ...values, id: category.id })}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {open === 'period' ? (
          <PeriodForm
            sub={category}
            currencyTypeId={data!.event.currency_type_id}
            cheapest={data!.cheapest_price}
            onSaved={(saved) => done(t('categories.done.period', { name: saved.name }))}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {open === 'add' ? (
          <NameForm
            idPrefix={`add-sub-${category.id}`}
            title={t('categories.addSubTitle', { name: category.name })}
            submitLabel={t('categories.add')}
            busy={create.isPending}
            onSubmit={(values) => create.mutate({ ...values, parent_id: category.id })}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </>
    );
  };

  return (
    <>
      <p className={page.back}>
        <Link to={`/studio/events/${eventId}`}>{t('categories.back', { event: eventName })}</Link>
      </p>
      <h1 className={page.title}>{t('categories.title', { event: eventName })}</h1>
      <p className={page.lead}>
        {t('categories.lead')}{' '}
        <Link to={`/studio/events/${eventId}/prices`}>{t('categories.pricesLink')}</Link>
      </p>
      <p role="status" aria-live="polite" className={page.live}>
        {message}
      </p>
      <StudioError error={error} />
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {data && data.categories.length === 0 ? <p className={page.muted}>{t('categories.empty')}</p> : null}
      {data?.categories.map((category, index) => (
        <section key={category.id} className={page.card} aria-label={category.name}>
          {renderItem(category, data.categories, index)}
          {category.sub_categories.length === 0 ? (
            <p className={page.muted}>{t('categories.noSubs')}</p>
          ) : null}
          <ul className={styles.subs}>
            {category.sub_categories.map((sub, subIndex) => (
              <li key={sub.id}>{renderItem(sub, category.sub_categories, subIndex)}</li>
            ))}
          </ul>
        </section>
      ))}
      {data ? (
        <NameForm
          key={data.categories.length}
          idPrefix="add-category"
          title={t('categories.addTitle')}
          submitLabel={t('categories.add')}
          busy={create.isPending}
          onSubmit={(values) => create.mutate({ ...values, parent_id: null })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('categories.confirmDelete.title', { name: deleting?.name ?? '' })}
        body={t('categories.confirmDelete.body')}
        confirmLabel={t('categories.delete')}
        cancelLabel={t('categories.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
