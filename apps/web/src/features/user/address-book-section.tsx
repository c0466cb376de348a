import { PREFECTURES, pickLang, type SavedAddress, type StoredAddress } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBookQuery, changeAddressBook } from '@/shared/api/address-book';
import { isApiError } from '@/shared/api/api-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ConfirmDialog, ServerAlert, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { type AddressDraft, AddressForm, draftOf } from './address-form';
import styles from './user.module.css';

type Editing = { kind: 'home' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress } | null;

/**
 * The address book on `/user` (issue #17): the home address and the saved delivery
 * addresses the order form offers, so a parent never types an address twice.
 */
export function AddressBookSection() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const language = useTextLanguage();
  const queryClient = useQueryClient();
  const { data: book, isPending } = useQuery(addressBookQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async (change: Parameters<typeof changeAddressBook>[1]) => {
    setBusy(true);
    setFailure(null);
    try {
      await changeAddressBook(queryClient, change);
      setEditing(null);
      setDeleting(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const save = (draft: AddressDraft) => {
    const { label, ...address } = draft;
    if (editing?.kind === 'home') return run({ type: 'home', address });
    if (editing?.kind === 'edit') return run({ type: 'edit', id: editing.address.id, address: draft });
    return run({ type: 'add', address: { ...address, label } });
  };

  const prefecture = (code: string) => {
    const found = PREFECTURES.find((p) => p.code === code);
    return found ? pickLang(found.name, language) : '';
  };
  const lines = (address: StoredAddress) => (
    <>
      <span>{address.full_name}</span>
      <span>
        〒{address.zip_code.slice(0, 3)}-{address.zip_code.slice(3)} {prefecture(address.prefecture_id)}
        {address.address1} {address.address2} {address.address3}
      </span>
      <span>{address.tel}</span>
    </>
  );

  if (isPending || !book) return <Spinner label={t('user.loading')} />;
  const alert = isApiError(failure) ? <ServerAlert body={failure.body} /> : null;

  if (editing) {
    const initial =
      editing.kind === 'home'
        ? draftOf(book.home_address)
        : draftOf(editing.kind === 'edit' ? editing.address : null);
    return (
      <section className={pageStyles.card} aria-labelledby="address-form-heading">
        <h2 id="address-form-heading" className={pageStyles.sectionTitle}>
          {t(
            editing.kind === 'home' ? 'user.addressBook.homeHeading' : 'user.addressBook.shippingFormHeading',
          )}
        </h2>
        {alert}
        <AddressForm
          kind={editing.kind === 'home' ? 'home' : 'shipping'}
          initial={initial}
          busy={busy}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </section>
    );
  }

  const full = book.shipping_addresses.length >= book.max_shipping_addresses;
  return (
    <section className={pageStyles.card} aria-labelledby="address-book-heading">
      <h2 id="address-book-heading" className={pageStyles.sectionTitle}>
        {t('user.addressBook.heading')}
      </h2>
      {alert}
      <h3 className={styles.addressHeading}>{t('user.addressBook.homeHeading')}</h3>
      <div className={styles.addressCard}>
        {book.home_address ? (
          <p className={styles.addressLines}>{lines(book.home_address)}</p>
        ) : (
          <p className={styles.muted}>{t('user.addressBook.noHome')}</p>
        )}
        <Button variant="secondary" onClick={() => setEditing({ kind: 'home' })}>
          {t(book.home_address ? 'user.addressBook.edit' : 'user.addressBook.addHome')}
        </Button>
      </div>

      <h3 className={styles.addressHeading}>
        {t('user.addressBook.shippingHeading', {
          count: book.shipping_addresses.length,
          max: book.max_shipping_addresses,
        })}
      </h3>
      {book.shipping_addresses.length === 0 ? (
        <p className={styles.muted}>{t('user.addressBook.noShipping')}</p>
      ) : (
        <ul className={styles.plainList}>
          {book.shipping_addresses.map((address) => (
            <li key={address.id} className={styles.addressCard}>
              <p className={styles.addressLines}>
                <strong>
                  {address.label || t('user.addressBook.unnamed')}
                  {address.is_default ? (
                    <span className={styles.defaultBadge}>{t('user.addressBook.default')}</span>
                  ) : null}
                </strong>
                {lines(address)}
              </p>
              <div className={styles.addressActions}>
                <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', address })}>
                  {t('user.addressBook.edit')}
                </Button>
                {address.is_default ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => run({ type: 'edit', id: address.id, address: { is_default: true } })}
                  >
                    {t('user.addressBook.makeDefault')}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setDeleting(address)}>
                  {t('user.addressBook.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button block disabled={full} onClick={() => setEditing({ kind: 'add' })}>
        {t(full ? 'user.addressBook.full' : 'user.addressBook.add')}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        title={t('user.addressBook.deleteTitle')}
        body={t('user.addressBook.deleteBody', { name: deleting?.label || deleting?.full_name || '' })}
        confirmLabel={t('user.addressBook.delete')}
        cancelLabel={t('user.addressBook.cancel')}
        busy={busy}
        onConfirm={() => deleting && run({ type: 'delete', id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
