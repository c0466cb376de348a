import { zodResolver } from '@hookform/resolvers/zod';
import { telSchema } from '@omoide/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { startOrderPass } from '@/shared/auth/order-pass';
import { reportError } from '@/shared/errors/error-modal-store';
import { useServerError } from '@/shared/errors/server-error';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { Button, ServerAlert, TextField } from '@/shared/ui';
import formStyles from '@/shared/ui/form.module.css';
import pageStyles from '@/shared/ui/page.module.css';
import { orderDetailPath } from './order-paths';
import { postGuestOrderCheck } from './orders-api';

/** Spec §8: a wrong order code and phone pair is this 400, which ends at /token_missing. */
export const GUEST_ORDER_MISMATCH = 'GUEST-AUTH-202-C';

const phoneSchema = z.object({
  order_code: z
    .string()
    .transform((value) => value.normalize('NFKC').trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'validation.orderCodeRequired')
        .min(4, 'validation.orderCode')
        .max(32, 'validation.orderCode'),
    ),
  tel: z.string().refine((value) => telSchema.safeParse(value).success, 'validation.tel'),
});
type PhoneInput = z.input<typeof phoneSchema>;
type PhoneValues = z.output<typeof phoneSchema>;

const isMismatch = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.body?.display_code === GUEST_ORDER_MISMATCH;

/**
 * `/guest/phone`: a guest sees an order again with the order code from its mail and the phone
 * number given with it. The answer is a guest token for that order alone (spec §6); a guest
 * who already has a cart on this device keeps it, with the token as an order pass beside it.
 */
export default function GuestPhonePage() {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const server = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhoneInput, unknown, PhoneValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { order_code: '', tel: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    server.clear();
    try {
      const answer = await postGuestOrderCheck(values);
      startOrderPass(answer, queryClient);
      await navigate(orderDetailPath('guest', answer.order_id), { replace: true });
    } catch (error) {
      // Spec §8: the message first (the error modal), then /token_missing when it closes.
      if (isMismatch(error)) reportError(error, { followUp: '/token_missing' });
      else server.capture(error);
    }
  });

  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {tc('titles.guestPhone')}
        </h1>
        <p className={pageStyles.lead}>{t('phone.lead')}</p>
      </header>
      <section className={formStyles.card} aria-labelledby="page-heading">
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <ServerAlert body={server.body} />
          <TextField
            id="guest-order-code"
            label={t('phone.orderCode')}
            hint={t('phone.orderCodeHint')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            error={message(errors.order_code?.message)}
            {...register('order_code')}
          />
          <TextField
            id="guest-order-tel"
            label={t('phone.tel')}
            hint={t('phone.telHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={message(errors.tel?.message)}
            {...register('tel')}
          />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? t('phone.checking') : t('phone.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
