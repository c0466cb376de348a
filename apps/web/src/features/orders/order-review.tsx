import {
  CHILD_RELATIONSHIPS,
  cvsNetworkById,
  type PaymentType,
  pickLang,
  prefectureByCode,
} from '@omoide/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './orders.module.css';
import { usePaymentTypeName } from './payment-choice';

/*
 * Read-only blocks of an order, the same on the confirmation (from the form) and on the
 * order detail (from the server's snapshot): both use the wire's address field names.
 */

interface AddressLike {
  full_name: string;
  full_name_kana?: string;
  zip_code?: string;
  prefecture_id?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  tel: string;
}

const zipText = (zip: string) => {
  const digits = zip.normalize('NFKC').replace(/\D/g, '');
  return digits.length === 7 ? `〒${digits.slice(0, 3)}-${digits.slice(3)}` : zip;
};

export function AddressText({ address }: { address: AddressLike }) {
  const language = useTextLanguage();
  const prefecture = address.prefecture_id ? prefectureByCode(address.prefecture_id) : undefined;
  const place = [prefecture ? pickLang(prefecture.name, language) : '', address.address1, address.address2]
    .filter(Boolean)
    .join(' ');
  return (
    <address className={styles.address}>
      <span>
        {address.full_name}
        {address.full_name_kana ? <span className={styles.muted}>（{address.full_name_kana}）</span> : null}
      </span>
      {address.zip_code ? <span>{zipText(address.zip_code)}</span> : null}
      {place ? <span>{place}</span> : null}
      {address.address3 ? <span>{address.address3}</span> : null}
      <span>{address.tel}</span>
    </address>
  );
}

interface ChildLike {
  child_name: string;
  class_name?: string;
  relationship?: string;
}

export function ChildrenText({ items }: { items: ChildLike[] }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const relationship = (key?: string) => {
    const found = CHILD_RELATIONSHIPS.find((candidate) => candidate.key === key);
    return found ? pickLang(found.label, language) : null;
  };
  return (
    <ul className={styles.plainList}>
      {items.map((child) => (
        // A child appears once per order: name and class tell entries apart.
        <li key={`${child.child_name}/${child.class_name ?? ''}`}>
          {child.child_name}
          {child.class_name ? `（${child.class_name}）` : ''}
          {relationship(child.relationship) ? (
            <span className={styles.muted}>
              {' '}
              {t('review.relationship', { relationship: relationship(child.relationship) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A card by brand and last four digits only (the rest is never shown nor stored). */
export function CardText({
  brand,
  last4,
  holder,
  type = 'credit_card',
}: {
  brand: string | null;
  last4: string | null;
  holder?: string;
  type?: PaymentType;
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const nameOf = usePaymentTypeName();
  return (
    <span className={styles.address}>
      <span>{nameOf(type)}</span>
      {last4 ? <span>{t('review.card', { brand: (brand ?? '').toUpperCase(), last4 })}</span> : null}
      {holder ? <span>{holder}</span> : null}
    </span>
  );
}

/** A wallet (decision 011): its name, and that the buyer approves on the wallet's page. */
export function WalletText({ type }: { type: PaymentType }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const wallet = usePaymentTypeName()(type);
  return (
    <span className={styles.address}>
      <span>{wallet}</span>
      <span>{t('wallet.note', { wallet })}</span>
    </span>
  );
}

/** A convenience-store payment on the review: the type and the store chosen. */
export function CvsText({ type, network }: { type: PaymentType; network: string }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const store = cvsNetworkById(network);
  return (
    <span className={styles.address}>
      <span>{usePaymentTypeName()(type)}</span>
      <span>{store ? pickLang(store.name, language) : network}</span>
      <span>{t('cvs.note')}</span>
    </span>
  );
}

/** One titled block of the review, with an optional action (Edit) at its end. */
export function ReviewBlock({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.reviewBlock}>
      <div className={`${pageStyles.sectionHeader} ${styles.centered}`}>
        <h3 className={styles.reviewTitle}>{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}
