// The permission table lives in the contract (docs/decisions/030): the studio web app reads
// the same one. Kept as a path of its own until the callers import the contract directly.
export {
  OPERATOR_PERMISSIONS,
  OPERATOR_PUBLIC_ROUTES,
  type OperatorPermission,
  type OperatorRouteKey,
  type OperatorScope,
  permissionOf,
  routeKeyOf,
} from '@omoide/contract';
