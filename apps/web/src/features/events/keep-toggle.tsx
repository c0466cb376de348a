import type { ImageItem } from '@omoide/contract';
import { useKeepToggle, useKeptItemIds } from '@/shared/api/keeps';
import type { Area } from '@/shared/routing/area';
import { KeepButton } from '@/shared/ui';

/** The photo page's "keep" button: self-contained, so the page mounts it in one line. */
export function KeepToggle({ area, eventId, item }: { area: Area; eventId: number; item: ImageItem }) {
  const kept = useKeptItemIds(area, eventId).has(item.id);
  const keep = useKeepToggle(area, eventId);
  return <KeepButton variant="inline" kept={kept} onToggle={() => keep.mutate({ item, kept: !kept })} />;
}
