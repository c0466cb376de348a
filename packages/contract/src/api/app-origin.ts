/**
 * Header that the non-auth constants are sent with (spec §6). In a file without schemas: the
 * web app's start-up sends it, and a module defining zod schemas would bring zod into every
 * first load (docs/decisions/039).
 */
export const APP_ORIGIN_HEADER = 'x-app-from';
