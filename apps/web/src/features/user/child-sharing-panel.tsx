import type { Child, ChildSharing } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHILDREN_QUERY_KEY } from '@/shared/api/children';
import { reportError } from '@/shared/errors/error-modal-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { formatDate } from '@/shared/i18n/format-date';
import { FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ConfirmDialog, FormAlert, ServerAlert, Spinner, TextField } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './family.module.css';
import { cancelInvitation, familyKeys, inviteGuardian, removeGuardian, sharingQuery } from './family-api';

type Removal = { kind: 'revoke' | 'leave'; memberId: number; name: string } | null;

/** The owner's form: one address, one mailed link. */
function InviteForm({ childId, onSent }: { childId: number; onSent: (email: string) => void }) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof inlineErrorBody>>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await inviteGuardian(childId, email.trim());
      onSent(email.trim());
      setEmail('');
    } catch (error) {
      const body = inlineErrorBody(error);
      if (body) setFailure(body);
      else reportError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.inviteRow} onSubmit={(event) => void submit(event)} noValidate>
      <ServerAlert body={failure} />
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="off"
        inputMode="email"
        label={t('sharing.emailLabel')}
        hint={t('sharing.emailHint')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" block disabled={busy || email.trim() === ''}>
        {busy ? t('sharing.sending') : t('sharing.send')}
      </Button>
    </form>
  );
}

function People({
  sharing,
  onRemove,
  onCancel,
}: {
  sharing: ChildSharing;
  onRemove: (removal: NonNullable<Removal>) => void;
  onCancel: (invitationId: number) => void;
}) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const language = useTextLanguage();
  const owner = sharing.access === 'owner';
  return (
    <ul className={styles.people}>
      <li className={styles.person}>
        <span className={styles.personText}>
          <span className={styles.personName}>{sharing.owner_display_name}</span>
          <span className={styles.badge}>{t('sharing.ownerBadge')}</span>
        </span>
      </li>
      {sharing.guardians.map((guardian) => (
        <li key={guardian.member_id} className={styles.person}>
          <span className={styles.personText}>
            <span className={styles.personName}>
              {guardian.is_me ? t('sharing.you', { name: guardian.display_name }) : guardian.display_name}
            </span>
            <span className={styles.personMeta}>
              {[guardian.email, t('sharing.since', { date: formatDate(guardian.since_t, language) })]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
          {owner || guardian.is_me ? (
            <Button
              variant="ghost"
              onClick={() =>
                onRemove({
                  kind: guardian.is_me ? 'leave' : 'revoke',
                  memberId: guardian.member_id,
                  name: guardian.display_name,
                })
              }
            >
              {guardian.is_me ? t('sharing.leave') : t('sharing.revoke')}
            </Button>
          ) : null}
        </li>
      ))}
      {sharing.invitations.map((invitation) => (
        <li key={invitation.invitation_id} className={styles.person}>
          <span className={styles.personText}>
            <span className={styles.personName}>{invitation.email}</span>
            <span className={styles.personMeta}>
              {t('sharing.pending', { date: formatDate(invitation.expires_t, language) })}
            </span>
          </span>
          <Button variant="ghost" onClick={() => onCancel(invitation.invitation_id)}>
            {t('sharing.cancelInvitation')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Share with family" on the child page: the owner invites a second guardian by e-mail and
 * sees who has access; a guardian sees who shares the child and may leave.
 */
export function ChildSharingPanel({ child }: { child: Child }) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: sharing, isPending, isError } = useQuery(sharingQuery(child.id));
  const [sent, setSent] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKeys.sharing(child.id) });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  const confirmRemoval = () =>
    run(async () => {
      if (!removal) return;
      await removeGuardian(child.id, removal.memberId);
      setRemoval(null);
      if (removal.kind === 'leave') {
        await queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
        await navigate('/child', { replace: true });
      } else await refresh();
    });

  const owner = child.access === 'owner';
  const full = sharing
    ? sharing.guardians.length + sharing.invitations.length >= sharing.max_guardians
    : false;
  return (
    <section className={`${pageStyles.card} ${styles.panel}`} aria-labelledby="sharing-heading">
      <h2 id="sharing-heading" className={pageStyles.sectionTitle}>
        {t('sharing.heading')}
      </h2>
      <p className={styles.note}>
        {owner
          ? t('sharing.ownerLead', { name: child.name })
          : t('sharing.guardianLead', { owner: child.shared_by ?? '' })}
      </p>
      {sent ? <FormAlert tone="success">{t('sharing.sent', { email: sent })}</FormAlert> : null}
      {isPending ? <Spinner label={t('sharing.loading')} /> : null}
      {isError ? <FormAlert>{t('sharing.loadFailed')}</FormAlert> : null}
      {sharing ? (
        <People
          sharing={sharing}
          onRemove={setRemoval}
          onCancel={(invitationId) =>
            void run(async () => {
              await cancelInvitation(child.id, invitationId);
              setSent(null);
              await refresh();
            })
          }
        />
      ) : null}
      {owner && sharing && !full ? (
        <InviteForm
          childId={child.id}
          onSent={(email) => {
            setSent(email);
            void refresh();
          }}
        />
      ) : null}
      {owner && full ? (
        <p className={styles.note}>{t('sharing.full', { max: sharing?.max_guardians })}</p>
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        title={removal?.kind === 'leave' ? t('sharing.leaveTitle') : t('sharing.revokeTitle')}
        body={
          removal?.kind === 'leave'
            ? t('sharing.leaveBody', { name: child.name })
            : t('sharing.revokeBody', { name: removal?.name ?? '', child: child.name })
        }
        confirmLabel={removal?.kind === 'leave' ? t('sharing.leave') : t('sharing.revoke')}
        cancelLabel={t('sharing.keep')}
        busy={busy}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(null)}
      />
    </section>
  );
}
