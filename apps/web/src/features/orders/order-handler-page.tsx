import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { reportError } from '@/shared/errors/error-modal-store';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { homeOf } from '@/shared/routing/area';
import { ButtonLink, Icon, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { useOrderArea } from './order-paths';
import { settleOrderResult } from './order-result';
import { readOrderResult } from './order-storage';
import { completeAcs } from './orders-api';

function orderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/order/handler` and `/guest/handler`: the gateway's 3-D Secure page, or a wallet's
 * approval page, sends the buyer back here with `order_id`. The server asks the provider how
 * it ended (paid, cancelled, refused, expired, or being confirmed), and the answer
 * is settled like the first one (spec §4): the completion, or the form with the error.
 */
export default function OrderHandlerPage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const area = useOrderArea();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('order_id'));
  // The result saved before the redirect names the event whose form a failure returns to.
  const [pending] = useState(() => readOrderResult(area));
  const fallbackMessage = t('result.failed');

  useEffect(() => {
    if (orderId === null) return;
    let active = true;
    // The wallet provider adds `wallet_status` to its return (shown, never trusted: the server
    // asks the provider); the stored result of a wallet order holds its approval page.
    const wallet = params.has('wallet_status') || Boolean(pending?.result.redirect_url);
    completeAcs(area, orderId, wallet).then(
      (result) => {
        if (!active) return;
        settleOrderResult({
          area,
          eventId: pending?.event_id ?? null,
          result,
          queryClient,
          navigate: (to, options) => void navigate(to, options),
          fallbackMessage,
        });
      },
      (error: unknown) => {
        if (active) reportError(error, { followUp: area === 'guest' ? '/guest' : '/history' });
      },
    );
    return () => {
      active = false;
    };
  }, [area, orderId, pending, params, queryClient, navigate, fallbackMessage]);

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.orderHandler')}
        </h1>
      </header>
      {orderId === null ? (
        <div className={pageStyles.stateBox} role="alert">
          <p>{t('handler.missing')}</p>
          <ButtonLink to={homeOf(area)}>
            <Icon name="home" size={20} />
            {tc('common.backHome')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className={pageStyles.lead}>{t('handler.checking')}</p>
          <Spinner label={t('handler.checking')} />
        </>
      )}
    </div>
  );
}
