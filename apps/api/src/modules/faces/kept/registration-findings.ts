import { createHash } from 'node:crypto';
import type { RegistrationFindings } from '../../face-analysis/face-analysis';

/**
 * What the engine found on the registration images this process looked at lately, by the
 * SHA-256 of the uploaded bytes. A parent adding a face image sends the same bytes twice:
 * to `POST /api/face/detect` for the preview, then to save it. The engine's work (≈ 0.3 s
 * a image on one core, the SSD detector's fixed 512 px pass) is done once; the save only
 * decodes the image again to store it (issue 28: register and match in under a second).
 *
 * Exact without any announcement: the findings are a function of the bytes and of this
 * process's engine, and neither changes under a key. Nothing private is kept: no pixels,
 * no member, and an image whose findings someone else's upload left here gets what the
 * engine would have answered them anyway. A save that lands on another process (or after
 * the entry left) simply asks the engine again.
 */
const MAX_KEPT = 256;
const MAX_AGE_MS = 15 * 60_000;
const kept = new Map<string, { findings: RegistrationFindings; at: number }>();

const keyOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The findings on these bytes, from a recent look if there was one, else from `find`. */
export async function registrationFindings(
  bytes: Buffer,
  find: () => Promise<RegistrationFindings>,
): Promise<RegistrationFindings> {
  const key = keyOf(bytes);
  const entry = kept.get(key);
  if (entry && Date.now() - entry.at < MAX_AGE_MS) return entry.findings;
  const findings = await find();
  kept.delete(key);
  kept.set(key, { findings, at: Date.now() });
  // A Map iterates in insertion order: the first key is the oldest look.
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return findings;
}

/** How many looks are kept (tests). */
export function keptRegistrationFindings(): number {
  return kept.size;
}
