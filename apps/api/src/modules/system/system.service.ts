import {
  type SystemConstant,
  type SystemConstantAllLang,
  type SystemCss,
  systemConstantSchema,
  TEXT_LANGUAGES,
} from '@omoide/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { platformMessages } from '../../platform/i18n/messages';
import { isAllowedLink, type LinkPolicy } from './link-policy';
import { systemMessages } from './system.messages';
import { readConstants, writeConstant } from './system.repo';

const storedSchema = systemConstantSchema.omit({ is_authenticated: true });
type StoredConstants = z.infer<typeof storedSchema>;

// CSS custom properties only: a name like `--color-primary` and a value without anything
// that could close the declaration or the rule (operators edit these; browsers render them).
const cssVariablesSchema = z.record(
  z.string().regex(/^--[a-z0-9-]{1,64}$/),
  z
    .string()
    .max(200)
    .regex(/^[^;{}<>\\]*$/),
);

// Constants are read on every page load and change rarely: each process keeps them for a few
// seconds (per database, so tests stay isolated). An edit in this process is seen at once;
// other processes see it within the TTL.
const CACHE_TTL_MS = 5_000;
const cache = new WeakMap<Database, { at: number; value: Promise<StoredConstants> }>();

function loadStored(db: Database): Promise<StoredConstants> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
  const value = readStored(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

async function readStored(db: Database): Promise<StoredConstants> {
  const rows = await readConstants(db, ['uri', 'shipping_fee']);
  const parsed = storedSchema.safeParse({ uri: rows.get('uri'), shipping_fee: rows.get('shipping_fee') });
  // The migration seeds these rows; missing or broken rows are an operator fault, not bad input.
  if (!parsed.success) throw new AppError(503, 'SYSTEM-503', platformMessages['server.unavailable']);
  return parsed.data;
}

/** The stored constants, read fresh (the studio edits what is in the database, not the cache). */
export const readSystemConstants = readStored;

/** What a shared link reads as when its stored value is not allowed (the migration's defaults). */
const DEFAULT_URI: StoredConstants['uri'] = { home: '/', password_reminder: '/password/forgot' };

/**
 * The shared links as buyers may receive them: a stored value the policy refuses (written
 * before the check, by hand, or allowed hosts since narrowed) is replaced by its default.
 */
function safeUri(uri: StoredConstants['uri'], policy: LinkPolicy): StoredConstants['uri'] {
  const entries = Object.entries(uri).map(([key, value]) => [
    key,
    isAllowedLink(value, policy) ? value : DEFAULT_URI[key as keyof StoredConstants['uri']],
  ]);
  return Object.fromEntries(entries) as StoredConstants['uri'];
}

export async function getSystemConstant(
  db: Database,
  isAuthenticated: boolean,
  policy: LinkPolicy,
): Promise<SystemConstant> {
  const stored = await loadStored(db);
  return { ...stored, uri: safeUri(stored.uri, policy), is_authenticated: isAuthenticated };
}

/** The shipping fees of the constants (the cart's and the order's totals). */
export async function getShippingFees(db: Database): Promise<StoredConstants['shipping_fee']> {
  return (await loadStored(db)).shipping_fee;
}

/** Refuses a shared link the policy does not allow: a 400 naming the field. */
function checkLinks(uri: StoredConstants['uri'], policy: LinkPolicy) {
  for (const [key, value] of Object.entries(uri)) {
    if (isAllowedLink(value, policy)) continue;
    throw new AppError(400, `SYSTEM-LINK-URI-${key.toUpperCase()}`, systemMessages['link.not_allowed'], {
      field: `uri.${key}`,
      hosts: policy.allowedHosts.join(', '),
    });
  }
}

/** The all_lang variants: today the values do not differ by language, the shape allows it. */
export async function getSystemConstantAllLang(
  db: Database,
  isAuthenticated: boolean,
  policy: LinkPolicy,
): Promise<SystemConstantAllLang> {
  const one = await getSystemConstant(db, isAuthenticated, policy);
  return Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, one])) as SystemConstantAllLang;
}

export async function getSystemCss(db: Database): Promise<SystemCss> {
  const rows = await readConstants(db, ['css']);
  const parsed = cssVariablesSchema.safeParse(rows.get('css') ?? {});
  const variables = parsed.success ? parsed.data : {};
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return { css: `:root{${declarations}}`, variables };
}

/** Operators' edit of the constants (the operator studio calls this); validated like reads. */
export async function updateSystemConstants(
  db: Database,
  policy: LinkPolicy,
  patch: Partial<StoredConstants> & { css?: Record<string, string> },
  /** Runs in the writing transaction (the studio records its audit entry there). */
  alongside?: (tx: Database, before: StoredConstants, after: StoredConstants) => Promise<void>,
): Promise<void> {
  const current = await readStored(db);
  const next = storedSchema.parse({ ...current, ...patch });
  if (patch.uri) checkLinks(next.uri, policy);
  const css = patch.css ? cssVariablesSchema.parse(patch.css) : undefined;
  await db.transaction(async (tx) => {
    await writeConstant(tx, 'uri', next.uri);
    await writeConstant(tx, 'shipping_fee', next.shipping_fee);
    if (css) await writeConstant(tx, 'css', css);
    if (alongside) await alongside(tx, current, next);
  });
  cache.delete(db);
}

/**
 * Settings other modules keep as a system constant of their own (the legal details, the
 * operators' FAQ marks): read one value (undefined when never written) and write it.
 */
export async function readSettingsConstant(db: Database, key: 'legal' | 'faq_studio'): Promise<unknown> {
  return (await readConstants(db, [key])).get(key);
}

export function writeSettingsConstant(db: Database, key: 'legal' | 'faq_studio', value: unknown) {
  return writeConstant(db, key, value);
}
