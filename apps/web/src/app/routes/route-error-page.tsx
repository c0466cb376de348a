import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { areaOf, homeOf } from '@/shared/routing/area';
import { ButtonLink, Icon, useDocumentTitle } from '@/shared/ui';
import { ErrorLayout } from '../layouts/error-layout';
import { pageReloader, shouldReloadForError } from '../navigation/chunk-reload-guard';
import { AppLoading } from './app-loading';
import styles from './route-error-page.module.css';

// Spec §2: the headings are these exact English phrases; the explanation below is translated.
const NOT_FOUND = 'Page Not Found';
const INTERNAL = 'Internal Server Error';

/** errorElement of the route tree: unknown routes, failed validation, failed pages. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // A chunk of an older build is gone: reload once to fetch the new build (spec §4).
  const reloading = shouldReloadForError(error, pathname);

  useEffect(() => {
    if (reloading) pageReloader.reload();
  }, [reloading]);

  if (reloading) return <AppLoading />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorContent notFound={notFound} error={error} />;
}

function ErrorContent({ notFound, error }: { notFound: boolean; error: unknown }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = notFound ? NOT_FOUND : INTERNAL;
  useDocumentTitle(heading);

  useEffect(() => {
    if (!notFound) console.error('[route] page failed', error);
  }, [notFound, error]);

  return (
    <ErrorLayout>
      <section className={styles.panel} aria-labelledby="error-heading">
        <span className={styles.code} aria-hidden="true">
          {notFound ? '404' : '500'}
        </span>
        <h1 id="error-heading" className={styles.heading} lang="en">
          {heading}
        </h1>
        <p className={styles.body}>{t(notFound ? 'errors.notFound.body' : 'errors.internal.body')}</p>
        <ButtonLink to={homeOf(areaOf(pathname))} block>
          <Icon name="home" size={20} />
          {t('common.backHome')}
        </ButtonLink>
      </section>
    </ErrorLayout>
  );
}
