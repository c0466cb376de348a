import type { Config } from '../../config';

/**
 * Where the shared buyer links (system constants `uri.*`) may point (issue 25 item 15): an
 * owner's edit reaches every buyer's sign-in page, so a stolen owner account must not turn
 * them into `javascript:`, `data:` or a look-alike sign-in page elsewhere.
 */
export type LinkPolicy = {
  /** Lower-cased host names an absolute link may name (PUBLIC_URL's and ALLOWED_LINK_HOSTS). */
  allowedHosts: readonly string[];
  /** `http:` to this machine, for development only. */
  allowHttpLocalhost: boolean;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function linkPolicyOf(config: Pick<Config, 'allowedLinkHosts' | 'nodeEnv'>): LinkPolicy {
  return { allowedHosts: config.allowedLinkHosts, allowHttpLocalhost: config.nodeEnv !== 'production' };
}

/**
 * A same-site path (`/guest/contact`; not `//host` nor `/\host`, which browsers read as
 * another host), or an absolute `https:` URL without credentials on an allowed host.
 * Anything with whitespace, control characters or backslashes is refused outright: browsers
 * strip or rewrite them, so what was checked would not be what is followed.
 */
export function isAllowedLink(value: string, policy: LinkPolicy): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (value.length === 0 || /[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:') return policy.allowedHosts.includes(host);
  return url.protocol === 'http:' && policy.allowHttpLocalhost && LOOPBACK.has(host);
}
