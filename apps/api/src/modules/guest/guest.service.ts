import { createHash, randomInt, randomUUID } from 'node:crypto';
import { GUEST_CHECK_CODE_LENGTH, type TextLanguage, type TokenAnswer } from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import type { Mailer } from '../../platform/mail/mailer';
import { type AuthDeps, startSession } from '../auth/auth.service';
import { guestMessages as m } from './guest.messages';
import { confirmEmailCheck, findGuestById, insertEmailCheck, takeCheckTry, upsertGuest } from './guest.repo';

export const CHECK_TTL_MINUTES = 10;
/** Wrong codes a check survives; then it is spent and a new mail is needed. */
export const CHECK_MAX_FAILED_ATTEMPTS = 5;

// The code is hashed with its check id, so a copy of the table does not show codes.
const codeHash = (checkId: string, code: string) =>
  createHash('sha256').update(`${checkId}:${code}`).digest('hex');

/** `POST /api/guest/email/check/send`: mails a 6-digit code that expires in 10 minutes. */
export async function sendEmailCheck(
  deps: { db: Database; mailer: Mailer },
  email: string,
  lang: TextLanguage,
): Promise<{ check_id: string; expires_t: number }> {
  const checkId = randomUUID();
  const code = String(randomInt(0, 10 ** GUEST_CHECK_CODE_LENGTH)).padStart(GUEST_CHECK_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + CHECK_TTL_MINUTES * 60_000);
  const address = email.toLowerCase();
  await insertEmailCheck(deps.db, {
    id: checkId,
    email: address,
    codeHash: codeHash(checkId, code),
    expiresAt,
  });
  const params = { code, minutes: CHECK_TTL_MINUTES };
  await deps.mailer.send({
    to: address,
    subject: translate(m['mail.subject'], lang, params),
    text: translate(m['mail.body'], lang, params),
  });
  return { check_id: checkId, expires_t: Math.floor(expiresAt.getTime() / 1000) };
}

/** `POST /api/guest/email/check/confirm`: a right, fresh, unused code gives a guest token. */
export async function confirmEmailCheckCode(
  deps: AuthDeps,
  checkId: string,
  code: string,
): Promise<TokenAnswer> {
  const spent = () => new AppError(400, 'GUEST-CHECK-410', m['check.expired']);
  // The try is taken before the code is compared, in one statement (decision 024).
  const check = await takeCheckTry(deps.db, checkId, CHECK_MAX_FAILED_ATTEMPTS);
  if (!check) throw spent();
  if (check.codeHash !== codeHash(checkId, code)) {
    throw new AppError(400, 'GUEST-CHECK-400', m['check.wrong_code']);
  }
  if (!(await confirmEmailCheck(deps.db, checkId))) throw spent();
  const guest = await upsertGuest(deps.db, check.email);
  return startSession(deps, { kind: 'guest', id: String(guest.id) });
}

/** The verified address of a guest (where their order mails go), or null. */
export async function guestEmail(db: Database, guestId: number): Promise<string | null> {
  return (await findGuestById(db, guestId))?.email ?? null;
}
