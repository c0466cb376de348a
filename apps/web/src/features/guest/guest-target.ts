import { safeRedirectTarget } from '@/shared/auth/redirect-target';

/**
 * Where a guest goes once their e-mail is verified: the guest page they were stopped at (an
 * event opened by its link, their cart), never a member page or another site; null for the
 * guest home.
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
