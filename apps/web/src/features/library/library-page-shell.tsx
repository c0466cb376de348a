import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_NAMESPACE } from '@/shared/i18n/i18n';
import { ButtonLink, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { LIBRARY_PATH } from './library-paths';

type ShellProps = { back: ReactNode; title: string };

/** A library page whose content is not there: its back link and title, then `children`. */
function LibraryPageShell({ back, title, children }: ShellProps & { children: ReactNode }) {
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        {back}
        <h1 id="page-heading" className={pageStyles.title}>
          {title}
        </h1>
      </header>
      {children}
    </div>
  );
}

/** Nothing to show (nothing bought there, an item not found): the reason and the way back. */
export function LibraryMessagePage({ message, ...shell }: ShellProps & { message: string }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  return (
    <LibraryPageShell {...shell}>
      <div className={pageStyles.stateBox}>
        <p>{message}</p>
        <ButtonLink to={LIBRARY_PATH} variant="secondary">
          {t('event.toLibrary')}
        </ButtonLink>
      </div>
    </LibraryPageShell>
  );
}

/** Still loading, or the load failed (with a retry). */
export function LibraryLoadingPage({
  isPending,
  onRetry,
  ...shell
}: ShellProps & { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  return (
    <LibraryPageShell {...shell}>
      <LoadState
        isPending={isPending}
        onRetry={onRetry}
        texts={{ loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') }}
      />
    </LibraryPageShell>
  );
}
