import { pickLang, type StudioFaq, type StudioFaqAnswer, type StudioFaqCategory } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ConfirmDialog, FormAlert, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './content.module.css';
import {
  contentKeys,
  deleteFaq,
  deleteFaqCategory,
  fetchFaq,
  mayEditContent,
  reorderFaq,
} from './content-api';
import { ContentNav } from './content-nav';
import { FaqCategoryForm, FaqEntryForm } from './faq-forms';

type Editing =
  | { kind: 'category'; category: StudioFaqCategory | null }
  | { kind: 'entry'; categoryId: number; faq: StudioFaq | null };
type Deleting = { kind: 'category'; item: StudioFaqCategory } | { kind: 'entry'; item: StudioFaq };

const swap = <T,>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

/** The order the server is sent: every category, and every entry grouped by its category. */
function orderOf(categories: readonly StudioFaqCategory[], faqs: readonly StudioFaq[]) {
  return {
    category_ids: categories.map((c) => c.id),
    faq_ids: categories.flatMap((c) => faqs.filter((f) => f.category_id === c.id).map((f) => f.id)),
  };
}

/**
 * Owners: the FAQ buyers read at /faq, by category. Shipped (standard) entries may be edited
 * or deleted like the site's own; the start-up sync then leaves them as the operator made
 * them (decision 017).
 */
export function FaqPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { me } = useStudio();
  const allowed = mayEditContent(me.memberships);
  const queryClient = useQueryClient();
  const faq = useQuery({ queryKey: contentKeys.faq, queryFn: fetchFaq, enabled: allowed });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.faq });
  const label = (category: StudioFaqCategory) => pickLang(category.display_text, language);
  const question = (entry: StudioFaq) => pickLang(entry.title, language);

  const reorder = useMutation({
    mutationFn: (next: StudioFaqAnswer) => reorderFaq(orderOf(next.categories, next.faqs)),
    onMutate: (next) => queryClient.setQueryData(contentKeys.faq, next),
    onSuccess: () => setDone(t('content.faq.reordered')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (target: Deleting) =>
      target.kind === 'category' ? deleteFaqCategory(target.item.id) : deleteFaq(target.item.id),
    onSuccess: (_, target) => {
      const name = target.kind === 'category' ? label(target.item) : question(target.item);
      setDone(t('content.deleted', { name }));
      void refresh();
    },
    onSettled: () => setDeleting(null),
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  const data = faq.data;
  const saved = (name: string) => {
    setEditing(null);
    setDone(t('content.savedNamed', { name }));
    void refresh();
  };
  const moveCategory = (index: number, by: -1 | 1) =>
    data && reorder.mutate({ ...data, categories: swap(data.categories, index, by) });
  const moveEntry = (entries: StudioFaq[], index: number, by: -1 | 1) => {
    if (!data) return;
    const moved = swap(entries, index, by);
    const others = data.faqs.filter((f) => f.category_id !== entries[0]!.category_id);
    reorder.mutate({ ...data, faqs: [...others, ...moved] });
  };

  return (
    <>
      <ContentNav />
      <h1 className={page.title}>{t('content.faq.title')}</h1>
      <p className={page.lead}>{t('content.faq.lead')}</p>
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      <StudioError error={faq.error ?? reorder.error ?? remove.error} />
      {faq.isPending ? <Spinner label={t('loading')} /> : null}
      {editing?.kind === 'category' ? (
        <FaqCategoryForm
          initial={editing.category}
          onCancel={() => setEditing(null)}
          onSaved={(category) => saved(label(category))}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing({ kind: 'category', category: null })}>
            {t('content.faq.category.add')}
          </Button>
        </p>
      )}
      {data?.categories.map((category, index) => {
        // The server lists entries in their order; a move shows at once (optimistic update).
        const entries = data.faqs.filter((f) => f.category_id === category.id);
        const name = label(category);
        return (
          <section key={category.id} className={page.card} aria-labelledby={`faq-category-${category.id}`}>
            <div className={styles.itemHead}>
              <h2 id={`faq-category-${category.id}`}>
                {name} <span className={styles.address}>/faq/{category.name}</span>
              </h2>
              <div className={styles.rowActions}>
                <Button
                  variant="ghost"
                  aria-label={t('content.moveUp', { name })}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => moveCategory(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('content.moveDown', { name })}
                  disabled={index === data.categories.length - 1 || reorder.isPending}
                  onClick={() => moveCategory(index, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('content.editNamed', { name })}
                  onClick={() => setEditing({ kind: 'category', category })}
                >
                  {t('content.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('content.deleteNamed', { name })}
                  onClick={() => setDeleting({ kind: 'category', item: category })}
                >
                  {t('content.delete')}
                </Button>
              </div>
            </div>
            {entries.length === 0 ? <p className={page.muted}>{t('content.faq.noEntries')}</p> : null}
            <ol className={styles.entries}>
              {entries.map((entry, i) => {
                const q = question(entry);
                return (
                  <li key={entry.id} className={styles.entry}>
                    {editing?.kind === 'entry' && editing.faq?.id === entry.id ? (
                      <FaqEntryForm
                        initial={entry}
                        categoryId={category.id}
                        categories={data.categories}
                        onCancel={() => setEditing(null)}
                        onSaved={(faqEntry) => saved(question(faqEntry))}
                      />
                    ) : (
                      <div className={styles.itemHead}>
                        <span>
                          {q}
                          {entry.key ? (
                            <span className={styles.badge}>{t('content.faq.standard')}</span>
                          ) : null}
                        </span>
                        <div className={styles.rowActions}>
                          <Button
                            variant="ghost"
                            aria-label={t('content.moveUp', { name: q })}
                            disabled={i === 0 || reorder.isPending}
                            onClick={() => moveEntry(entries, i, -1)}
                          >
                            ↑
                          </Button>
                          <Button
                            variant="ghost"
                            aria-label={t('content.moveDown', { name: q })}
                            disabled={i === entries.length - 1 || reorder.isPending}
                            onClick={() => moveEntry(entries, i, 1)}
                          >
                            ↓
                          </Button>
                          <Button
                            variant="secondary"
                            aria-label={t('content.editNamed', { name: q })}
                            onClick={() => setEditing({ kind: 'entry', categoryId: category.id, faq: entry })}
                          >
                            {t('content.edit')}
                          </Button>
                          <Button
                            variant="ghost"
                            aria-label={t('content.deleteNamed', { name: q })}
                            onClick={() => setDeleting({ kind: 'entry', item: entry })}
                          >
                            {t('content.delete')}
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            {editing?.kind === 'entry' && editing.faq === null && editing.categoryId === category.id ? (
              <FaqEntryForm
                initial={null}
                categoryId={category.id}
                categories={data.categories}
                onCancel={() => setEditing(null)}
                onSaved={(faqEntry) => saved(question(faqEntry))}
              />
            ) : (
              <Button
                variant="secondary"
                aria-label={t('content.faq.entry.addTo', { name })}
                onClick={() => setEditing({ kind: 'entry', categoryId: category.id, faq: null })}
              >
                {t('content.faq.entry.add')}
              </Button>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.confirmDelete')}
        body={
          deleting
            ? deleting.kind === 'category'
              ? t('content.faq.category.deleteBody', { name: label(deleting.item) })
              : t('content.faq.entry.deleteBody', { name: question(deleting.item) })
            : ''
        }
        confirmLabel={t('content.delete')}
        cancelLabel={t('content.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
