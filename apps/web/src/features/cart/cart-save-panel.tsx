import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/i18n/format-date';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { isGuestCartSaved } from '@/shared/storage/app-storage';
import { Button, Icon } from '@/shared/ui';
import { useCartSave } from './cart-api';
import styles from './cart-save-panel.module.css';

/**
 * Guests only: "save the cart and continue later" mails a link that signs this guest in
 * again with the cart (spec §7 `temporary_save/send`, §4 guest cart-saved flag). The flag
 * survives reloads, so a guest who saved earlier sees that the cart is saved.
 */
export function CartSavePanel() {
  const { t } = useTranslation(CART_NAMESPACE);
  const language = useTextLanguage();
  // Read once: adding an item elsewhere resets the flag, and that page is a different page.
  const [savedEarlier] = useState(isGuestCartSaved);
  const save = useCartSave();
  const sent = save.data;
  return (
    <section className={styles.save} aria-labelledby="cart-save-heading">
      <h2 id="cart-save-heading" className={styles.saveTitle}>
        <Icon name="mail" size={22} />
        {t('save.heading')}
      </h2>
      <p className={styles.saveBody}>{t('save.body')}</p>
      <div role="status" className={styles.saveStatus}>
        {sent ? (
          <p className={styles.saveDone}>
            <Icon name="check" size={18} />
            <span>
              {t('save.sent', { email: sent.email_hint, date: formatDate(sent.expires_t, language) })}
            </span>
          </p>
        ) : savedEarlier ? (
          <p className={styles.saveDone}>
            <Icon name="check" size={18} />
            <span>{t('save.saved')}</span>
          </p>
        ) : null}
      </div>
      <Button variant="secondary" onClick={() => save.mutate()} disabled={save.isPending}>
        {save.isPending ? t('save.sending') : sent || savedEarlier ? t('save.again') : t('save.button')}
      </Button>
    </section>
  );
}
