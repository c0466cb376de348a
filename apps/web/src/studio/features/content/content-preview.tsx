import { TEXT_LANGUAGES } from '@omoide/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/features/content/rich-text';
import { Button } from '@/shared/ui';
import type { LangValues } from '../../shared/lang-text-fields';
import { StudioError } from '../../shared/studio-error';
import styles from './content.module.css';
import { previewBodies } from './content-api';
import { useLanguageLabel } from './content-nav';

/**
 * What a buyer will see of a body, per language: the server's sanitised HTML (what it will
 * store), rendered by the buyer side's own RichText (which sanitises once more).
 */
export function ContentPreview({ titles, bodies }: { titles: LangValues; bodies: LangValues }) {
  const { t } = useTranslation('studio');
  const labelOf = useLanguageLabel();
  const preview = useMutation({ mutationFn: previewBodies });
  return (
    <section className={styles.preview} aria-label={t('content.preview.title')}>
      <Button variant="secondary" onClick={() => preview.mutate(bodies)} disabled={preview.isPending}>
        {preview.data ? t('content.preview.refresh') : t('content.preview.show')}
      </Button>
      <StudioError error={preview.error} />
      {preview.data ? (
        <div className={styles.previewGrid}>
          <p className={styles.note}>{t('content.preview.note')}</p>
          {TEXT_LANGUAGES.map((language) => {
            const html = preview.data.body_html[language];
            const title = titles[language];
            return (
              <article
                key={language}
                className={styles.previewItem}
                lang={language === 'hant' ? 'zh-Hant' : language}
              >
                <h3 className={styles.previewLanguage}>{labelOf(language)}</h3>
                {title || html ? (
                  <>
                    {title ? <h4 className={styles.previewTitle}>{title}</h4> : null}
                    <RichText html={html} />
                  </>
                ) : (
                  <p className={styles.note}>{t('content.preview.fallback')}</p>
                )}
              </article>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
