import { formatPrice, type StudioOrderDetail, type TextLanguage, toTextLanguage } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@/shared/i18n/detect-locale';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import page from '../../shared/studio-page.module.css';
import styles from './orders.module.css';

type Props = { order: StudioOrderDetail };

/** The lines: photo, size, quantity, unit price and the buyer's trim. */
export function OrderLines({ order }: Props) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const price = (amount: number) => formatPrice(amount, order.currency_type_id, language);
  return (
    <section className={page.card} aria-labelledby="order-lines">
      <h2 id="order-lines">{t('orders.detail.lines')}</h2>
      <div className={styles.tableWrap}>
        <table className={page.table}>
          <caption className="visually-hidden">{t('orders.detail.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.detail.photo')}</th>
              <th scope="col">{t('orders.detail.size')}</th>
              <th scope="col" className={styles.number}>
                {t('orders.detail.quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('orders.detail.unitPrice')}
              </th>
              <th scope="col">{t('orders.detail.trim')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // Lines have no id of their own; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot list, never reordered
              <tr key={index}>
                <td>
                  {line.thumbnail_url ? (
                    <img
                      className={styles.thumb}
                      src={line.thumbnail_url}
                      alt={line.file_name ?? ''}
                      loading="lazy"
                    />
                  ) : (
                    <span className={page.muted}>{t('orders.detail.noPhoto')}</span>
                  )}
                  {line.file_name ? <div className={page.muted}>{line.file_name}</div> : null}
                </td>
                <td>
                  {line.size_name}
                  <div className={page.muted}>{line.price_type_name}</div>
                </td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{price(line.unit_price)}</td>
                <td>
                  {line.crop
                    ? t('orders.detail.trimValue', {
                        width: Math.round(line.crop.width),
                        height: Math.round(line.crop.height),
                        x: Math.round(line.crop.x),
                        y: Math.round(line.crop.y),
                      })
                    : t('orders.detail.noTrim')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Totals (read-only: money figures never change after the order), the buyer and the payment. */
export function OrderFacts({ order }: Props) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  const price = (amount: number) => formatPrice(amount, order.currency_type_id, language);
  const { totals, payment } = order;
  const address = (label: string, value: StudioOrderDetail['home_address']) => (
    <>
      <dt>{label}</dt>
      <dd>
        {value.full_name}
        {value.full_name_kana ? ` (${value.full_name_kana})` : ''}
        <div>{value.line}</div>
        <div>{value.tel}</div>
      </dd>
    </>
  );
  return (
    <div className={styles.grid}>
      <section className={page.card} aria-labelledby="order-totals">
        <h2 id="order-totals">{t('orders.detail.totals')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orders.detail.dataSubtotal')}</dt>
          <dd className={styles.number}>{price(totals.data_subtotal_in_tax)}</dd>
          <dt>{t('orders.detail.printSubtotal')}</dt>
          <dd className={styles.number}>{price(totals.print_subtotal_in_tax)}</dd>
          <dt>{t('orders.detail.extraCost')}</dt>
          <dd className={styles.number}>{price(totals.extra_cost_in_tax)}</dd>
          <dt>{t('orders.detail.discount')}</dt>
          <dd className={styles.number}>{price(-totals.discount_in_tax)}</dd>
          <dt>{t('orders.detail.shippingFee')}</dt>
          <dd className={styles.number}>{price(totals.shipping_fee_in_tax)}</dd>
          <dt>
            <strong>{t('orders.detail.total')}</strong>
          </dt>
          <dd className={styles.number}>
            <strong>{price(totals.total_in_tax)}</strong>
          </dd>
        </dl>
      </section>
      <section className={page.card} aria-labelledby="order-buyer">
        <h2 id="order-buyer">{t('orders.detail.buyer')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orders.detail.email')}</dt>
          <dd>
            {order.buyer.email ?? '—'} (
            {t(order.buyer.kind === 'guest' ? 'orders.detail.guest' : 'orders.detail.member')})
          </dd>
          <dt>{t('orders.detail.language')}</dt>
          <dd>{languageName(order.buyer.language, language)}</dd>
          {address(t('orders.detail.homeAddress'), order.home_address)}
          {order.shipping_address
            ? address(t('orders.detail.shippingAddress'), order.shipping_address)
            : null}
          {order.children.length ? (
            <>
              <dt>{t('orders.detail.children')}</dt>
              <dd>{order.children.map((c) => `${c.class_name} ${c.child_name}`.trim()).join(' / ')}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className={page.card} aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.detail.payment')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orders.detail.paymentType')}</dt>
          <dd>{t(`orders.paymentType.${payment.payment_type}`, { defaultValue: payment.payment_type })}</dd>
          {payment.card_last4 ? (
            <>
              <dt>{t('orders.detail.card')}</dt>
              <dd>
                {t('orders.detail.cardValue', { brand: payment.card_brand ?? '', last4: payment.card_last4 })}
              </dd>
            </>
          ) : null}
          {payment.cvs_slip ? (
            <>
              <dt>{t('orders.detail.slip')}</dt>
              <dd>
                {t('orders.detail.slipValue', {
                  network: payment.cvs_slip.network,
                  number: payment.cvs_slip.payment_number,
                  deadline: formatDateTime(payment.cvs_slip.deadline_t, language),
                })}
              </dd>
            </>
          ) : null}
          {payment.failure_code ? (
            <>
              <dt>{t('orders.detail.failure')}</dt>
              <dd>
                <code>{payment.failure_code}</code>
              </dd>
            </>
          ) : null}
          {order.shipment ? (
            <>
              <dt>{t('orders.detail.shipment')}</dt>
              <dd>
                {order.shipment.carrier} {order.shipment.tracking_number ?? ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}

/** Every step of the order with its time and who or what caused it; then its downloads. */
export function OrderHistory({ order }: Props) {
  const { t } = useTranslation('studio');
  const language = useTextLanguage();
  return (
    <>
      <section className={page.card} aria-labelledby="order-history">
        <h2 id="order-history">{t('orders.detail.history')}</h2>
        <table className={page.table}>
          <caption className="visually-hidden">{t('orders.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.history.at')}</th>
              <th scope="col">{t('orders.history.step')}</th>
              <th scope="col">{t('orders.history.by')}</th>
              <th scope="col">{t('orders.history.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {order.timeline.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
              <tr key={index}>
                <td>{formatDateTime(step.at_t, language)}</td>
                <td>{t(`orders.step.${step.step}`)}</td>
                <td>
                  {t(`orders.by.${step.by.kind}`)}
                  {step.by.label ? <div className={page.muted}>{step.by.label}</div> : null}
                </td>
                <td>{step.detail ? <code>{step.detail}</code> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={page.card} aria-labelledby="order-downloads">
        <h2 id="order-downloads">{t('orders.detail.downloads')}</h2>
        {order.downloads.total === 0 ? (
          <p className={page.muted}>{t('orders.detail.downloadsNone')}</p>
        ) : (
          <>
            <p>{t('orders.detail.downloadsTotal', { n: order.downloads.total })}</p>
            <ul>
              {order.downloads.items.map((item) => (
                <li key={`${item.kind}-${item.image_item_id}`}>
                  {t('orders.detail.downloadItem', {
                    kind: t(`orders.detail.downloadKind.${item.kind}`),
                    id: item.image_item_id,
                    n: item.count,
                    date: formatDateTime(item.last_t, language),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** A buyer's language code (ja, hant, vi, en-US) as its name in the operator's language. */
function languageName(code: string, language: TextLanguage): string {
  const names = new Intl.DisplayNames([htmlLangOf(language)], { type: 'language' });
  return names.of(htmlLangOf(toTextLanguage(code))) ?? code;
}
