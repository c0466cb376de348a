import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  PASSWORD_RESET_LINK_PARAM,
  PASSWORD_RESET_TTL_MINUTES,
  type TextLanguage,
  type TokenAnswer,
} from '@omoide/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n/translate';
import { normalizeEmail } from '../../platform/mail/email-address';
import { emailHint } from '../../platform/mail/email-hint';
import type { Mailer } from '../../platform/mail/mailer';
import { findMemberByEmail } from './auth.repo';
import { type AuthDeps, startSession } from './auth.service';
import { memberPasswordMessages as m } from './member-password.messages';
import {
  changePassword,
  findMemberById,
  findOpenReset,
  insertPasswordReset,
  resetPasswordByLink,
} from './member-password.repo';

/**
 * Members' passwords (decision 031): change on the user page, and a mailed "forgot password"
 * link bound to the account and the address it went to, single use, 30 minutes, replaced by a
 * newer link and ended by any password change. Both end the member's other sessions at once.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const invalidLink = () => new AppError(400, 'AUTH-PASSWORD-RESET-400', m['reset.invalid']);

async function mailChanged(mailer: Mailer, to: string, lang: TextLanguage) {
  await mailer.send({
    to,
    subject: translate(m['changed.mail_subject'], lang),
    text: translate(m['changed.mail_body'], lang),
  });
}

/** `POST /api/user/password`: the current password proves the person at the keyboard. */
export async function changeMemberPassword(
  deps: { db: Database; mailer: Mailer },
  caller: { memberId: number; sessionId: string },
  input: { current_password: string; new_password: string },
  lang: TextLanguage,
): Promise<{ other_sessions_ended: number }> {
  const member = await findMemberById(deps.db, caller.memberId);
  if (!member) throw new AppError(401, 'AUTH-401', m['reset.invalid']);
  if (!member.passwordHash) throw new AppError(400, 'AUTH-PASSWORD-NONE', m['change.no_password']);
  if (!(await verify(member.passwordHash, input.current_password).catch(() => false)))
    throw new AppError(400, 'AUTH-PASSWORD-CURRENT', m['change.wrong_current']);
  if (input.new_password === input.current_password)
    throw new AppError(400, 'AUTH-PASSWORD-SAME', m['change.same']);
  const ended = await changePassword(deps.db, {
    memberId: member.id,
    expectedHash: member.passwordHash,
    passwordHash: await hash(input.new_password),
    keepSessionId: caller.sessionId,
  });
  // Changed by another request between our read and our write: the current one is no longer proven.
  if (ended === null) throw new AppError(400, 'AUTH-PASSWORD-CURRENT', m['change.wrong_current']);
  await mailChanged(deps.mailer, member.email, lang);
  return { other_sessions_ended: ended };
}

/**
 * `POST /api/auth/password_reset/send`: mails a link when the address has an account. The
 * answer is the same either way, so it tells nobody which addresses are members.
 */
export async function sendPasswordReset(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  rawEmail: string,
  lang: TextLanguage,
): Promise<{ expires_in_minutes: number }> {
  const answer = { expires_in_minutes: PASSWORD_RESET_TTL_MINUTES };
  const member = await findMemberByEmail(deps.db, normalizeEmail(rawEmail));
  if (!member) return answer;
  const key = randomBytes(32).toString('base64url');
  await insertPasswordReset(deps.db, {
    keySha256: sha256(key),
    memberId: member.id,
    email: member.email,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const url = new URL('/password/reset', deps.publicUrl);
  url.searchParams.set(PASSWORD_RESET_LINK_PARAM, key);
  await deps.mailer.send({
    to: member.email,
    subject: translate(m['reset.mail_subject'], lang),
    text: translate(m['reset.mail_body'], lang, { url: url.toString(), minutes: PASSWORD_RESET_TTL_MINUTES }),
  });
  return answer;
}

/** `POST /api/auth/password_reset/check`: whether the link still works (the form is shown then). */
export async function checkPasswordReset(db: Database, key: string) {
  const open = await findOpenReset(db, sha256(key));
  if (!open) throw invalidLink();
  return { email_hint: emailHint(open.email), expires_t: Math.floor(open.expiresAt.getTime() / 1000) };
}

/**
 * `POST /api/auth/password_reset/confirm`: the link (once) and a new password. Every session
 * of the member ends, and the link's holder, who proved the address, is signed in anew.
 */
export async function confirmPasswordReset(
  deps: AuthDeps & { mailer: Mailer },
  input: { key: string; new_password: string },
  lang: TextLanguage,
): Promise<TokenAnswer> {
  const passwordHash = await hash(input.new_password);
  const reset = await resetPasswordByLink(deps.db, { keySha256: sha256(input.key), passwordHash });
  if (!reset) throw invalidLink();
  const member = await findMemberById(deps.db, reset.memberId);
  if (member) await mailChanged(deps.mailer, member.email, lang);
  return startSession(deps, { kind: 'member', id: String(reset.memberId) });
}
