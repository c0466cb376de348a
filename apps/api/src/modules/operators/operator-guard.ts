import { createHash } from 'node:crypto';
import { OPERATOR_API_KEY_HEADER, type OperatorRole, permissionOf, routeKeyOf } from '@omoide/contract';
import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerOf, markGuard } from '../../platform/auth/auth-guard';
import { matchesBootstrapKey } from '../../platform/auth/operator-guard';
import { AppError } from '../../platform/errors';
import { useApiKey } from './api-keys.repo';
import { operatorMessages as m } from './operators.messages';
import { findLiveSessionOperator, listMemberships } from './operators.repo';

/**
 * Who is calling an operator route: an operator through a studio session or one of their
 * personal API keys, or the embedded mode's bootstrap key (no operator at all).
 */
export type OperatorActor = {
  via: 'session' | 'api_key' | 'bootstrap';
  operatorId: number | null;
  apiKeyId: number | null;
  sessionId: string | null;
  /** Shown in the audit log: the operator's e-mail, or "bootstrap key". */
  label: string;
  roles: ReadonlyMap<number, OperatorRole>;
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const actors = new WeakMap<FastifyRequest, OperatorActor>();

/** The actor the guard admitted (routes behind `operatorAccess` only). */
export function actorOf(request: FastifyRequest): OperatorActor {
  const actor = actors.get(request);
  if (!actor) throw new Error('operatorAccess did not run for this route');
  return actor;
}

/** The signed-in operator's id: the studio's own-account routes admit sessions only. */
export function operatorIdOf(request: FastifyRequest): number {
  const id = actorOf(request).operatorId;
  if (id === null) throw new AppError(403, 'STUDIO-403', m.forbidden);
  return id;
}

const unauthenticated = () => new AppError(401, 'STUDIO-401', m['credentials.missing']);
const forbidden = () => new AppError(403, 'STUDIO-403', m.forbidden);

async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<OperatorActor> {
  const bearer = bearerOf(request);
  if (bearer) {
    const token = await deps.tokens.verifyOperator(bearer);
    if (!token) {
      // A buyer's valid token is the wrong kind of credential, not an expired one.
      if (await deps.tokens.verify(bearer)) throw forbidden();
      throw unauthenticated();
    }
    const operator = await findLiveSessionOperator(deps.db, token.sessionId);
    if (!operator || String(operator.id) !== token.subject) throw unauthenticated();
    return withRoles(deps, {
      via: 'session',
      operatorId: operator.id,
      apiKeyId: null,
      sessionId: token.sessionId,
      label: operator.email,
    });
  }
  const apiKey = request.headers[OPERATOR_API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey) {
    const key = await useApiKey(deps.db, sha256(apiKey));
    if (!key) throw unauthenticated();
    return withRoles(deps, {
      via: 'api_key',
      operatorId: key.operatorId,
      apiKeyId: key.keyId,
      sessionId: null,
      label: key.email,
    });
  }
  if (matchesBootstrapKey(deps.config.operatorApiKey, request.headers['x-operator-key'])) {
    return {
      via: 'bootstrap',
      operatorId: null,
      apiKeyId: null,
      sessionId: null,
      label: 'bootstrap key',
      roles: new Map(),
    };
  }
  throw unauthenticated();
}

async function withRoles(deps: AppDeps, actor: Omit<OperatorActor, 'roles'>): Promise<OperatorActor> {
  const memberships = await listMemberships(deps.db, actor.operatorId!);
  return { ...actor, roles: new Map(memberships.map((m) => [m.organizationId, m.role])) };
}

/** Resolves the organisation a route acts on, from its validated input; null when there is no such target. */
export type OrganizationOf = (request: FastifyRequest) => Promise<number | null>;

/**
 * The operator guard of one route, from the permission table (the contract's operator-permissions.ts).
 * `onRequest`: who is calling and whether any of their roles could call this route, before
 * the input is parsed or validated (authentication before validation). `preHandler`: for organisation-scoped
 * routes, the role in the organisation the validated input names.
 */
export function operatorAccess(
  deps: AppDeps,
  organizationOf?: OrganizationOf,
): { onRequest: onRequestAsyncHookHandler; preHandler: preHandlerAsyncHookHandler } {
  const permissionFor = (request: FastifyRequest) => {
    const permission = permissionOf(routeKeyOf(request.method, request.routeOptions.url ?? ''));
    // A route missing from the table is closed: a new route cannot ship open by accident.
    if (!permission) throw forbidden();
    return permission;
  };
  return {
    onRequest: markGuard(async (request) => {
      const permission = permissionFor(request);
      const actor = await authenticate(deps, request);
      if (actor.via === 'bootstrap' ? !permission.bootstrap : permission.scope === 'installation')
        throw forbidden();
      if (actor.via === 'api_key' && !permission.apiKey) throw forbidden();
      if (actor.via !== 'bootstrap' && permission.scope !== 'self') {
        const anyAllowed = [...actor.roles.values()].some((role) => permission.roles.includes(role));
        if (!anyAllowed) throw forbidden();
      }
      actors.set(request, actor);
    }),
    async preHandler(request) {
      const permission = permissionFor(request);
      const actor = actorOf(request);
      if (actor.via === 'bootstrap' || permission.scope !== 'organization') return;
      const params = request.params as { organization_id?: number };
      const organizationId =
        params.organization_id ?? (organizationOf ? await organizationOf(request) : null);
      if (organizationId === null) throw new AppError(404, 'STUDIO-TARGET-404', m['target.not_found']);
      const role = actor.roles.get(organizationId);
      if (!role || !permission.roles.includes(role)) throw forbidden();
    },
  };
}
