import {
  LEGAL_TEXT_FIELDS,
  type LegalInfo,
  type LegalSettings,
  legalSettingsSchema,
  pickLang,
  type StudioConstants,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { actingOrganizationOf, recordAudit } from '../operators/audit.service';
import type { OperatorActor } from '../operators/operator-guard';
import type { LinkPolicy } from '../system/link-policy';
import {
  readSettingsConstant,
  readSystemConstants,
  updateSystemConstants,
  writeSettingsConstant,
} from '../system/system.service';
import { CONTENT_ROUTE } from './content-scope';

/**
 * The installation's settings in the studio (issue #15): the operator's details on the legal
 * pages (system constant `legal`) and the system constants of spec §3 (uri, shipping_fee).
 * Audited like the news and FAQ (action `content.*`).
 */

const emptyText = () => Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, ''])) as LegalSettings['seller'];

export function emptyLegalSettings(): LegalSettings {
  return {
    ...(Object.fromEntries(LEGAL_TEXT_FIELDS.map((f) => [f, emptyText()])) as Omit<
      LegalSettings,
      'phone' | 'email'
    >),
    phone: '',
    email: '',
  };
}

/** The stored details; fields never filled in are empty (the pages then say "to confirm"). */
export async function readLegalSettings(db: Database): Promise<LegalSettings> {
  const stored = legalSettingsSchema.partial().safeParse((await readSettingsConstant(db, 'legal')) ?? {});
  return { ...emptyLegalSettings(), ...(stored.success ? stored.data : {}) };
}

/** The details in one language; an empty translation falls back to the default (en-US) one. */
export async function legalInfo(db: Database, lang: TextLanguage): Promise<LegalInfo> {
  const settings = await readLegalSettings(db);
  const texts = Object.fromEntries(
    LEGAL_TEXT_FIELDS.map((field) => {
      const text = settings[field];
      return [field, text[lang] || pickLang(text, 'en-US') || ''];
    }),
  ) as Omit<LegalInfo, 'phone' | 'email'>;
  return { ...texts, phone: settings.phone, email: settings.email };
}

export function saveLegalSettings(db: Database, actor: OperatorActor, next: LegalSettings) {
  return db.transaction(async (tx) => {
    const before = await readLegalSettings(tx);
    await writeSettingsConstant(tx, 'legal', next);
    await recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.legal_updated',
      entityType: 'legal',
      entityId: 'legal',
      before,
      after: next,
    });
    return next;
  });
}

export async function studioConstants(db: Database): Promise<StudioConstants> {
  return readSystemConstants(db);
}

/** Through the system module's writer, so its cache is cleared and its rules apply. */
export async function saveStudioConstants(
  db: Database,
  links: LinkPolicy,
  actor: OperatorActor,
  next: StudioConstants,
): Promise<StudioConstants> {
  await updateSystemConstants(db, links, next, (tx, before, after) =>
    recordAudit(tx, actor, {
      organizationId: actingOrganizationOf(actor, CONTENT_ROUTE),
      action: 'content.constants_updated',
      entityType: 'system_constant',
      entityId: 'constants',
      before,
      after,
    }),
  );
  return next;
}
