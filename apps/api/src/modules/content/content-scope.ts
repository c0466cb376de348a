import type { OperatorRouteKey } from '@omoide/contract';

/**
 * The installation's content (news, FAQ, legal, constants) is edited under one permission (the
 * table's `content` rows, scope `any_organization`). This route stands for all of them when
 * the audit log asks which organisation an editor acted from (`actingOrganizationOf`).
 */
export const CONTENT_ROUTE: OperatorRouteKey = 'PUT /api/studio/news/{news_id}';
