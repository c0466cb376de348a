import type { CartItem, CartPostBody } from '@omoide/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import type { Area } from '@/shared/routing/area';
import { Icon, PhotoPicture } from '@/shared/ui';
import styles from './cart.module.css';
import { CartLineList } from './cart-line-list';
import { chosenLines, quantityBody, removalBody } from './cart-lines';
import { cartItemPath } from './cart-paths';

interface CartItemRowProps {
  area: Area;
  eventId: number;
  currencyTypeId: number;
  item: CartItem;
  onPost: (body: CartPostBody) => void;
}

/** One photo in the cart: thumbnail, the chosen sizes with their quantities, change and remove. */
export function CartItemRow({ area, eventId, currencyTypeId, item, onPost }: CartItemRowProps) {
  const { t } = useTranslation(CART_NAMESPACE);
  const path = cartItemPath(area, eventId, item.image_item.id, item.photo_custom_id);
  const photoName = t('item.photo', { id: item.image_item.id });
  return (
    <li className={`${styles.item} ${item.is_available ? '' : styles.unavailable}`}>
      <Link to={path} className={styles.thumbLink} aria-label={t('item.open', { photo: photoName })}>
        <PhotoPicture item={item.image_item} variant="thumb" alt="" className={styles.thumb} />
        {item.photo_custom ? (
          <span className={styles.cropBadge} title={t('item.cropped')}>
            <Icon name="crop" size={14} />
          </span>
        ) : null}
      </Link>
      <div className={styles.itemBody}>
        {item.is_available ? null : (
          <p className={styles.unavailableNote}>
            <Icon name="alert" size={16} />
            <span>{t('item.unavailable')}</span>
          </p>
        )}
        {item.photo_custom ? <span className={styles.tag}>{t('item.cropped')}</span> : null}
        <CartLineList
          item={item}
          lines={chosenLines(item)}
          currencyTypeId={currencyTypeId}
          onQuantity={(line, quantity) => onPost(quantityBody(eventId, item, line.size_id, quantity))}
        />
        <div className={styles.itemActions}>
          {item.is_available ? (
            <Link
              to={path}
              className={styles.textLink}
              aria-label={t('item.changeFor', { photo: photoName })}
            >
              {t('item.change')}
            </Link>
          ) : null}
          <button
            type="button"
            className={styles.textButton}
            aria-label={t('item.removeFor', { photo: photoName })}
            onClick={() => onPost(removalBody(eventId, item))}
          >
            <Icon name="close" size={16} />
            {t('item.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
