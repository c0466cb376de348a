import type {
  MovieAtEventList,
  PurchasedChildList,
  PurchasedEventDetail,
  PurchasedEventList,
  TextLanguage,
} from '@omoide/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/errors';
import { summarizeEvents } from '../events/events.service';
import { downloadsMessages } from './downloads.messages';
import {
  listChildrenWithConfirmedItems,
  listPurchasedLines,
  type PurchasedLineRow,
  sumDownloads,
} from './downloads.repo';
import { deadlineAnswer, epoch, latestDeadline, toPurchasedItems } from './purchases';

type LibraryDeps = Pick<AppDeps, 'db' | 'tokens' | 'config'>;

const memberBuyer = (memberId: string) => ({ kind: 'member' as const, subject: memberId });
const nowSeconds = () => epoch(new Date());

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

const distinctItems = (lines: PurchasedLineRow[], mediaType: 'photo' | 'movie') =>
  new Set(lines.filter((l) => l.item.mediaType === mediaType).map((l) => l.item.id)).size;

const purchasedAt = (line: PurchasedLineRow) => epoch(line.paidAt ?? line.createdAt);

/** `GET /api/mypage/buyed/list/event`: every event the member bought from, newest purchase first. */
export async function listPurchasedEvents(
  deps: LibraryDeps,
  memberId: string,
  lang: TextLanguage,
): Promise<PurchasedEventList> {
  const lines = await listPurchasedLines(deps.db, memberBuyer(memberId));
  const byEvent = groupBy(lines, (l) => l.eventId);
  const summaries = await summarizeEvents(deps.db, [...byEvent.keys()], lang);
  const now_t = nowSeconds();
  const events = [...byEvent.entries()].flatMap(([eventId, group]) => {
    const event = summaries.get(eventId);
    if (!event) return [];
    const cover = group.find((l) => l.item.mediaKey)?.item.mediaKey;
    return [
      {
        event,
        photo_count: distinctItems(group, 'photo'),
        movie_count: distinctItems(group, 'movie'),
        print_count: group.filter((l) => l.priceTypeId !== 1).reduce((n, l) => n + l.quantity, 0),
        last_purchased_t: Math.max(...group.map(purchasedAt)),
        cover_thumb_url: cover ? `/media/${cover}/thumb.webp` : event.cover_thumb_url,
        ...deadlineAnswer(latestDeadline(group, deps.config.downloadDays), now_t),
      },
    ];
  });
  return { events: events.sort((a, b) => b.last_purchased_t - a.last_purchased_t) };
}

/** `GET /api/mypage/buyed/event/detail/{event_id}`: the library of one event; 404 when nothing was bought. */
export async function getPurchasedEventDetail(
  deps: LibraryDeps,
  memberId: string,
  eventId: number,
  lang: TextLanguage,
): Promise<PurchasedEventDetail> {
  const lines = await listPurchasedLines(deps.db, memberBuyer(memberId), { eventId });
  const event = lines.length > 0 ? (await summarizeEvents(deps.db, [eventId], lang)).get(eventId) : undefined;
  if (!event) throw new AppError(404, 'MYPAGE-EVENT-404', downloadsMessages['event.notPurchased']);
  const now_t = nowSeconds();
  const orders = [...groupBy(lines, (l) => l.orderId).values()].map((group) => group[0]!);
  const counts = await sumDownloads(
    deps.db,
    orders.map((o) => o.orderId),
  );
  return {
    event,
    ...deadlineAnswer(latestDeadline(lines, deps.config.downloadDays), now_t),
    orders: orders.map((o) => ({
      id: o.orderId,
      order_code: o.orderCode,
      status: o.status,
      paid_t: o.paidAt ? epoch(o.paidAt) : null,
      has_downloads: lines.some((l) => l.orderId === o.orderId && l.priceTypeId === 1),
      download_count: counts.get(o.orderId) ?? 0,
    })),
    items: await toPurchasedItems(
      { tokens: deps.tokens, downloadDays: deps.config.downloadDays },
      lines,
      lang,
      now_t,
    ),
  };
}

/** `GET /api/mypage/buyed/list/movie_at_event`: the movies bought, per event (or of one event). */
export async function listMoviesAtEvent(
  deps: LibraryDeps,
  memberId: string,
  eventId: number | undefined,
  lang: TextLanguage,
): Promise<MovieAtEventList> {
  const lines = (await listPurchasedLines(deps.db, memberBuyer(memberId), { eventId })).filter(
    (l) => l.item.mediaType === 'movie',
  );
  const byEvent = groupBy(lines, (l) => l.eventId);
  const summaries = await summarizeEvents(deps.db, [...byEvent.keys()], lang);
  const now_t = nowSeconds();
  const itemDeps = { tokens: deps.tokens, downloadDays: deps.config.downloadDays };
  const events = await Promise.all(
    [...byEvent.entries()].map(async ([id, group]) => {
      const event = summaries.get(id);
      if (!event) return null;
      return {
        event,
        ...deadlineAnswer(latestDeadline(group, deps.config.downloadDays), now_t),
        movies: await toPurchasedItems(itemDeps, group, lang, now_t),
      };
    }),
  );
  return { events: events.filter((e) => e !== null) };
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, '') === b.normalize('NFKC').replace(/\s+/g, '');

/**
 * `GET /api/mypage/buyed/list/child`: the children whose photos were bought — the member's
 * registered children, found through "this is my child" on a bought photo or named on an
 * order; and names given only on orders (bulk delivery), which have no child id.
 */
export async function listPurchasedChildren(
  deps: LibraryDeps,
  memberId: string,
  lang: TextLanguage,
): Promise<PurchasedChildList> {
  const lines = await listPurchasedLines(deps.db, memberBuyer(memberId));
  const itemIds = [...new Set(lines.map((l) => l.item.id))];
  const registered = await listChildrenWithConfirmedItems(deps.db, Number(memberId), itemIds);
  const summaries = await summarizeEvents(
    deps.db,
    lines.map((l) => l.eventId),
    lang,
  );
  const byName = new Map<string, { childId: number | null; name: string; lines: PurchasedLineRow[] }>();
  for (const child of registered) {
    byName.set(`id:${child.id}`, {
      childId: child.id,
      name: child.name,
      lines: lines.filter((l) => child.itemIds.includes(l.item.id)),
    });
  }
  for (const line of lines) {
    for (const named of line.orderChildren) {
      const child = registered.find((c) => sameName(c.name, named.child_name));
      const key = child ? `id:${child.id}` : `name:${named.child_name.normalize('NFKC')}`;
      const entry = byName.get(key) ?? { childId: null, name: named.child_name, lines: [] };
      entry.lines.push(line);
      byName.set(key, entry);
    }
  }
  const children = [...byName.values()]
    .filter((entry) => entry.lines.length > 0)
    .map((entry) => ({
      child_id: entry.childId,
      child_name: entry.name,
      item_count: new Set(entry.lines.map((l) => l.item.id)).size,
      events: [...new Set(entry.lines.map((l) => l.eventId))].flatMap((id) => {
        const event = summaries.get(id);
        return event ? [{ event_id: id, event_name: event.name, event_date: event.event_date }] : [];
      }),
    }));
  return { children };
}
