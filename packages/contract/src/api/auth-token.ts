/** Token kinds (spec §6): a member bearer token and a guest bearer token are distinct. */
export const TOKEN_KINDS = ['member', 'guest'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Local-storage keys of the web app's token records (spec §3 Session data). */
export const MEMBER_TOKEN_STORAGE_KEY = 'jwt';
export const GUEST_TOKEN_STORAGE_KEY = 'guestJwt';
