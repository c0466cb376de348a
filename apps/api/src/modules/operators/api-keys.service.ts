import { randomBytes } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@omoide/contract';
import { AppError } from '../../platform/errors';
import { insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repo';
import { recordAudit } from './audit.service';
import { type OperatorActor, sha256 } from './operator-guard';
import { operatorMessages as m } from './operators.messages';
import type { OperatorDeps } from './operators.service';

/** Keys start with a recognisable prefix, so a leaked one is easy to spot (and to scan for). */
export const API_KEY_PREFIX = 'omk_';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function toAnswer(row: {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_t: seconds(row.createdAt)!,
    last_used_t: seconds(row.lastUsedAt),
  };
}

export async function listKeys(deps: OperatorDeps, operatorId: number): Promise<ApiKey[]> {
  return (await listApiKeys(deps.db, operatorId)).map(toAnswer);
}

/** Creates a key; the answer is the only place the key itself ever appears. */
export async function createKey(
  deps: OperatorDeps,
  actor: OperatorActor,
  name: string,
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      operatorId: actor.operatorId!,
      name,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      keySha256: sha256(key),
    });
    await recordAudit(tx, actor, {
      organizationId: null,
      action: 'api_key.created',
      entityType: 'api_key',
      entityId: row.id,
      before: null,
      after: { name: row.name, prefix: row.prefix },
    });
    return row;
  });
  return { ...toAnswer(created), key };
}

export async function revokeKey(deps: OperatorDeps, actor: OperatorActor, keyId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, actor.operatorId!, keyId);
    if (!revoked) throw new AppError(404, 'STUDIO-KEY-404', m['api_key.not_found']);
    await recordAudit(tx, actor, {
      organizationId: null,
      action: 'api_key.revoked',
      entityType: 'api_key',
      entityId: keyId,
      before: { name: revoked.name, prefix: revoked.prefix },
      after: null,
    });
  });
}
