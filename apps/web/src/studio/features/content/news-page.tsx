import { pickLang, type StudioNews } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ConfirmDialog, FormAlert, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './content.module.css';
import { contentKeys, deleteNews, fetchNews, mayEditContent } from './content-api';
import { ContentNav } from './content-nav';
import { NewsEditor } from './news-editor';

/** Owners: the installation's news, newest first, scheduled items included; add, edit, delete. */
export function NewsPage() {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const { me } = useStudio();
  const allowed = mayEditContent(me.memberships);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: contentKeys.news, queryFn: fetchNews, enabled: allowed });
  const [editing, setEditing] = useState<StudioNews | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StudioNews | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleOf = (news: StudioNews) => pickLang(news.display_text, language);
  const remove = useMutation({
    mutationFn: (news: StudioNews) => deleteNews(news.id),
    onSuccess: (_, news) => {
      setDone(t('content.news.deleted', { title: titleOf(news) }));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: contentKeys.news });
    },
  });

  if (!allowed) return <Navigate to="/studio" replace />;
  const now = Date.now() / 1000;
  return (
    <>
      <ContentNav />
      <h1 className={page.title}>{t('content.news.title')}</h1>
      <p className={page.lead}>{t('content.news.lead')}</p>
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      <StudioError error={list.error ?? remove.error} />
      {editing ? (
        <NewsEditor
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setDone(t('content.news.saved', { title: titleOf(saved) }));
            void queryClient.invalidateQueries({ queryKey: contentKeys.news });
          }}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>{t('content.news.add')}</Button>
        </p>
      )}
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.data ? (
        <div className={page.card}>
          {list.data.news.length === 0 ? (
            <p className={page.muted}>{t('content.news.empty')}</p>
          ) : (
            <table className={page.table}>
              <thead>
                <tr>
                  <th scope="col">{t('content.news.table.date')}</th>
                  <th scope="col">{t('content.news.table.title')}</th>
                  <th scope="col">{t('content.news.table.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('content.news.table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.news.map((news) => (
                  <tr key={news.id}>
                    <td>{formatDateTime(news.published_t, language)}</td>
                    <td>{titleOf(news)}</td>
                    <td>
                      {news.published_t <= now ? t('content.news.published') : t('content.news.scheduled')}
                    </td>
                    <td className={styles.rowActions}>
                      <Button
                        variant="secondary"
                        aria-label={t('content.news.edit', { title: titleOf(news) })}
                        onClick={() => {
                          setDone(null);
                          setEditing(news);
                        }}
                      >
                        {t('content.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t('content.news.delete', { title: titleOf(news) })}
                        onClick={() => setDeleting(news)}
                      >
                        {t('content.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.news.deleteTitle')}
        body={deleting ? t('content.news.deleteBody', { title: titleOf(deleting) }) : ''}
        confirmLabel={t('content.delete')}
        cancelLabel={t('content.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
