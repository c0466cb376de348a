import type { OrderProcessBody } from '@omoide/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { cartAreaKey } from '@/shared/api/cart';
import { serverMessage, titleOfStatus } from '@/shared/errors/describe-api-error';
import { reportError, showErrorMessage } from '@/shared/errors/error-modal-store';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import type { Area } from '@/shared/routing/area';
import { DCC_QUERY_ROOT } from './dcc-api';
import { orderFormPath } from './order-paths';
import { settleOrderResult } from './order-result';
import { clearOrderResult } from './order-storage';
import { postOrder } from './orders-api';

/** Answers after which the cart is read again: the order page then shows what changed. */
const CART_CHANGED = new Set(['ORDER-TOTAL-CHANGED', 'ORDER-CART-EMPTY']);
/** A DCC rate refused (lapsed, or for another total): the confirmation asks for a new quote. */
const DCC_REQUOTE = new Set(['ORDER-DCC-QUOTE-EXPIRED', 'ORDER-DCC-QUOTE-MISMATCH']);
/** Answers about the form: after the modal, back to the form to fix it. */
const FORM_PROBLEM = /^(VALIDATION-|ORDER-ADDRESS-|ORDER-CHILD-)/;

interface Attempt {
  body: OrderProcessBody;
  idempotencyKey: string;
}

/**
 * "Place order" (spec §4 "Order result"). The previous result is reset before each attempt.
 * A lost answer or a server failure keeps the buyer on the confirmation with the same
 * Idempotency-Key, so pressing again cannot charge twice; a refused order (4xx) says why.
 */
export function usePlaceOrder(area: Area) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // A second tap before React re-renders would still see isPending false; this ref would not.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, idempotencyKey }: Attempt) => postOrder(area, body, idempotencyKey),
    meta: { errorModal: false },
    onMutate: () => clearOrderResult(),
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: (result, { body }) =>
      settleOrderResult({
        area,
        eventId: body.event_id,
        result,
        queryClient,
        navigate: (to, options) => void navigate(to, options),
        fallbackMessage: t('result.failed'),
      }),
    onError: (error, { body }) => {
      if (!isApiError(error) || error.status === 401) {
        reportError(error);
        return;
      }
      const { status, body: answer } = error;
      if (answer) {
        const formProblem = FORM_PROBLEM.test(answer.display_code);
        showErrorMessage(
          {
            kind: 'text',
            text: serverMessage(answer, language),
            code: answer.display_code,
            title: titleOfStatus(status ?? 0),
          },
          formProblem ? orderFormPath(area, body.event_id) : null,
        );
        if (CART_CHANGED.has(answer.display_code) || DCC_REQUOTE.has(answer.display_code)) {
          void queryClient.invalidateQueries({ queryKey: cartAreaKey(area) });
        }
        if (DCC_REQUOTE.has(answer.display_code)) {
          void queryClient.invalidateQueries({ queryKey: DCC_QUERY_ROOT });
        }
        return;
      }
      showErrorMessage({
        kind: 'key',
        key:
          status === null
            ? 'errors.modal.network'
            : status >= 500
              ? 'errors.modal.internal'
              : 'errors.modal.unknown',
        ...(status === null ? {} : { code: String(status) }),
      });
    },
  });

  const place = (attempt: Attempt) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(attempt);
  };
  return { place, isPending: mutation.isPending };
}
