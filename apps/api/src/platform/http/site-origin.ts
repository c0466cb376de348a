import type { FastifyRequest } from 'fastify';

/**
 * The origin a browser used to reach this server, for the few absolute addresses that must
 * leave the page (a provider's return URL, a link in a mail sent during the request).
 *
 * A configured PUBLIC_URL wins: it is the address the studio publishes. Without it the
 * request says where it came from: its Host and scheme, or X-Forwarded-Host and
 * X-Forwarded-Proto when TRUST_PROXY is set (Fastify reads them only then), so the studio PC's
 * LAN address, 127.0.0.1 and a TLS proxy's public name all get answers that point back to
 * themselves (docs/decisions/026).
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * The origin for links in a mail sent outside any request (by a job): PUBLIC_URL, else the
 * origin recorded when the buyer acted (with the order), else this machine's own address.
 */
export function mailOrigin(
  config: { publicUrl: string | undefined; localUrl: string },
  recorded?: string | null,
): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : (recorded ?? config.localUrl);
}
