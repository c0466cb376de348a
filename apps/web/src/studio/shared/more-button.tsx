import { Button } from '@/shared/ui';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Show more" under a paged studio list (spec §3 next_page): shown while a next page exists. */
export function MoreButton({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
    >
      {label}
    </Button>
  );
}
