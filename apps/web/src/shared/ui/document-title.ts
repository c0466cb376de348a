import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/shared/config';

/** Spec §1: default title is the product name; pages use the template `page | product`. */
export function formatTitle(page?: string | null): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(page?: string | null): void {
  const title = formatTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
