import { ButtonLink } from './button';
import pageStyles from './page.module.css';
import { Spinner } from './spinner';

interface ChildPageFallbackProps {
  /** Still loading: a spinner. Otherwise the child could not be loaded. */
  loading: boolean;
  loadingLabel: string;
  title: string;
  backLabel: string;
  /** The page's frame. */
  className?: string;
}

/**
 * A child's page (`/child/detail/{id}…`) until it has the child: a spinner, or, when the
 * child could not be loaded, the page's title and the way back to the list. The error
 * modal explains (spec §8) and closing it goes to the list; this stays behind it.
 */
export function ChildPageFallback({
  loading,
  loadingLabel,
  title,
  backLabel,
  className,
}: ChildPageFallbackProps) {
  if (loading) return <Spinner label={loadingLabel} />;
  return (
    <div className={className}>
      <h1 id="page-heading" className={pageStyles.title}>
        {title}
      </h1>
      <ButtonLink to="/child" variant="secondary" block>
        {backLabel}
      </ButtonLink>
    </div>
  );
}
