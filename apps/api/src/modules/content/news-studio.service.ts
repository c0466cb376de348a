import type { StudioNews, StudioNewsBody } from '@omoide/contract';
import type { Database } from '../../db/client';
import type { news } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { sanitizeLangText } from '../../platform/html/sanitize';
import { actingOrganizationOf, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import { insertNews } from './content.repo';
import { CONTENT_ROUTE } from './content-scope';
import { studioContentMessages as m } from './content-studio.messages';
import { deleteNews, listAllNews, lockNews, updateNews } from './content-studio.repo';

/**
 * The installation's news in the studio (issue #15 "Content and support"): bodies sanitised
 * before storage with the buyer side's allow-list, every change audited in its transaction.
 */

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

function toNews(row: typeof news.$inferSelect): StudioNews {
  return {
    id: row.id,
    display_text: row.displayText,
    body_html: row.bodyHtml,
    published_t: epoch(row.publishedAt),
  };
}

/** Every news item, the scheduled ones included (buyers see them from `published_t`). */
export async function listStudioNews(db: Database) {
  return { news: (await listAllNews(db)).map(toNews) };
}

export function saveNews(
  db: Database,
  actor: OperatorActor,
  newsId: number | null,
  body: StudioNewsBody,
): Promise<StudioNews> {
  const values = {
    displayText: body.display_text,
    bodyHtml: sanitizeLangText(body.body_html),
    publishedAt: new Date(body.published_t * 1000),
  };
  return db.transaction(async (tx) => {
    if (newsId === null) {
      const created = toNews(await insertNews(tx, values));
      await recordAudit(tx, actor, {
        organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
        action: 'content.news_created',
        entityType: 'news',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    }
    const before = await lockNews(tx, newsId);
    if (!before) throw new AppError(404, 'STUDIO-NEWS-404', m['news.not_found']);
    const after = toNews(await updateNews(tx, newsId, values));
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.news_updated',
      entityType: 'news',
      entityId: newsId,
      before: toNews(before),
      after,
    });
    return after;
  });
}

export function removeNews(db: Database, actor: OperatorActor, newsId: number) {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, newsId);
    if (!before) throw new AppError(404, 'STUDIO-NEWS-404', m['news.not_found']);
    await deleteNews(tx, newsId);
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.news_deleted',
      entityType: 'news',
      entityId: newsId,
      before: toNews(before),
      after: null,
    });
  });
}
