/** The query parameter that carries where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

// Pages that would undo the sign-in or loop back to it.
const NEVER_AFTER_LOGIN = ['/login', '/logout', '/bridge', '/token_missing'];

/**
 * A `redirect` value is only followed when it is a path of this site: anything else (an
 * absolute URL, `//host`, `/\host`, a script URL) would make the login page an open
 * redirect. Returns the path with its search and hash, or null.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://omoide.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://omoide.invalid') return null;
  const path = url.pathname.toLowerCase();
  if (NEVER_AFTER_LOGIN.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` (or another page) carrying the page to come back to. */
export function withRedirect(path: string, target: string | null | undefined): string {
  const safe = safeRedirectTarget(target);
  // The home is where a sign-in leads anyway.
  return safe && safe !== '/' ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: safe })}` : path;
}

/**
 * Where a guest goes once their e-mail is verified: the guest page they were stopped at (an
 * event opened by its link, their cart), never a member page or another site; null for the
 * guest home (where they go anyway).
 */
export function guestTarget(value: string | null | undefined): string | null {
  const safe = safeRedirectTarget(value);
  if (!safe) return null;
  const path = safe.toLowerCase();
  if (
    !path.startsWith('/guest/') ||
    path.startsWith('/guest/landing') ||
    path.startsWith('/guest/email_sent')
  )
    return null;
  return safe;
}
