import { CHILD_INVITATION_LINK_PARAM, type InvitationCheck } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CHILDREN_QUERY_KEY } from '@/shared/api/children';
import { loadMemberSystemConstants } from '@/shared/auth/auth-api';
import { withRedirect } from '@/shared/auth/redirect-target';
import { forgetPreviousIdentity } from '@/shared/auth/session-reset';
import { loginSucceeded, readToken } from '@/shared/auth/token-store';
import { inlineErrorBody } from '@/shared/errors/server-error';
import { formatDate } from '@/shared/i18n/format-date';
import { FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ButtonLink, FormAlert, ServerAlert, Spinner } from '@/shared/ui';
import styles from '@/shared/ui/form.module.css';
import { acceptInvitation, invitationQuery } from './invitation-api';
import { RegisterGuardianForm } from './register-guardian-form';

/** A member sign-in still usable (its refresh window open). */
const signedIn = () => (readToken('member')?.refresh_expires_t ?? 0) > Date.now() / 1000;

function Offer({ invitation }: { invitation: InvitationCheck }) {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const language = useTextLanguage();
  return (
    <>
      <p className={styles.lead}>
        {t('accept.offer', { inviter: invitation.inviter_display_name, child: invitation.child_name })}
      </p>
      <ul className={styles.lead}>
        <li>{t('accept.pointPhotos', { child: invitation.child_name })}</li>
        <li>{t('accept.pointOwnOrders')}</li>
        <li>{t('accept.pointReadOnly')}</li>
      </ul>
      <p className={styles.hint}>
        {t('accept.validUntil', { date: formatDate(invitation.expires_t, language) })}
      </p>
    </>
  );
}

/**
 * `/family/accept?invitation=`: the mailed link. A signed-in member accepts with one tap; a
 * visitor signs in (and comes back here) or, for a new address, creates an account here.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation(FAMILY_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get(CHILD_INVITATION_LINK_PARAM) ?? '';
  const check = useQuery({ ...invitationQuery(token), enabled: token.length >= 16 });
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof inlineErrorBody>>(null);
  const here = `/family/accept?${new URLSearchParams({ [CHILD_INVITATION_LINK_PARAM]: token })}`;

  const openChild = async (childId: number) => {
    await queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
    await navigate(`/child/detail/${childId}`, { replace: true });
  };
  const accept = async () => {
    setAccepting(true);
    setFailure(null);
    try {
      await openChild(await acceptInvitation(token));
    } catch (error) {
      setFailure(inlineErrorBody(error));
      setAccepting(false);
    }
  };

  let body: React.ReactNode;
  if (token.length < 16 || check.isError) {
    body = <ServerAlert body={inlineErrorBody(check.error) ?? null} />;
    if (token.length < 16 || !inlineErrorBody(check.error))
      body = <FormAlert>{t('accept.invalid')}</FormAlert>;
  } else if (!check.data) {
    body = <Spinner label={t('accept.loading')} />;
  } else if (check.data.status !== 'open') {
    body = <FormAlert>{t(`accept.status.${check.data.status}`)}</FormAlert>;
  } else if (signedIn()) {
    body = (
      <>
        <Offer invitation={check.data} />
        {/* Only the invited address's account may accept (the server refuses any other). */}
        <p className={styles.lead}>{t('accept.forAddress', { email: check.data.email })}</p>
        <ServerAlert body={failure} />
        <Button block disabled={accepting} onClick={() => void accept()}>
          {accepting ? t('accept.accepting') : t('accept.accept')}
        </Button>
      </>
    );
  } else if (check.data.has_account) {
    body = (
      <>
        <Offer invitation={check.data} />
        <p className={styles.lead}>{t('accept.signInFirst', { email: check.data.email })}</p>
        <ButtonLink to={withRedirect('/login', here)} block>
          {t('accept.signIn')}
        </ButtonLink>
      </>
    );
  } else {
    body = (
      <>
        <Offer invitation={check.data} />
        <h2 className={styles.subTitle}>{t('register.heading')}</h2>
        <RegisterGuardianForm
          token={token}
          email={check.data.email}
          onRegistered={async (answer) => {
            forgetPreviousIdentity(queryClient);
            loginSucceeded(answer);
            await loadMemberSystemConstants().catch(() => undefined);
            await openChild(answer.child_id);
          }}
        />
        <div className={styles.links}>
          <p className={styles.lead}>{t('accept.haveAccount')}</p>
          <ButtonLink to={withRedirect('/login', here)} variant="secondary" block>
            {t('accept.signIn')}
          </ButtonLink>
        </div>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="page-heading">
      <header className={styles.cardHeader}>
        <h1 id="page-heading" className={styles.title}>
          {t('accept.heading')}
        </h1>
      </header>
      {body}
    </section>
  );
}
