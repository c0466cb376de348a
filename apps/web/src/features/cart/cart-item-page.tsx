import { type CartItem, formatPrice } from '@omoide/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CART_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, ButtonLink, Icon, NoticePanel, PhotoPicture } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import styles from './cart.module.css';
import { useCart, useCartUpdate } from './cart-api';
import itemStyles from './cart-item-page.module.css';
import { CartLineList } from './cart-line-list';
import { findCartItem, itemLines, quantityBody, removalBody } from './cart-lines';
import { CartLoadState } from './cart-load-state';
import { cartPath, useCartArea } from './cart-paths';

type RatioStyle = CSSProperties & Record<`--${string}`, string | number>;

/** The crop of a print as a box over the preview, in percent of the photo. */
function cropBox(item: CartItem): CSSProperties | null {
  const crop = item.photo_custom;
  if (!crop) return null;
  const percent = (fraction: number) => `${fraction * 100}%`;
  return {
    left: percent(crop.x),
    top: percent(crop.y),
    width: percent(crop.width),
    height: percent(crop.height),
  };
}

/**
 * `/cart/{eventId}/{itemId}/{photoCustomId}` (and the guest's): one cart item — the preview
 * with the print's crop outlined, the quantity of every size the event sells, and remove.
 */
export default function CartItemPage() {
  const { t } = useTranslation(CART_NAMESPACE);
  const language = useTextLanguage();
  const area = useCartArea();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = Number(params.eventId);
  const cart = useCart(area);
  const update = useCartUpdate(area);
  const backTo = cartPath(area, eventId);

  if (!cart.data) return <CartLoadState error={cart.error} onRetry={() => void cart.refetch()} />;
  // photoCustomId 0 is the uncropped item: the route's id check does not cover it.
  const found = findCartItem(cart.data, eventId, Number(params.itemId), Number(params.photoCustomId));
  if (!found) {
    return (
      <NoticePanel icon="cart" title={t('itemPage.missingTitle')} body={t('itemPage.missingBody')}>
        <ButtonLink to={backTo}>{t('itemPage.back')}</ButtonLink>
      </NoticePanel>
    );
  }

  const { event, item } = found;
  const image = item.image_item;
  const ratio = image.width && image.height ? image.width / image.height : 3 / 2;
  const crop = cropBox(item);
  const currency = event.event.currency_type_id;
  const lines = itemLines(item);
  // The lines' fee and discount are already × quantity (contract `cartPriceLineSchema`).
  const amount = lines.reduce(
    (sum, line) => sum + line.unit_price * line.quantity + line.extra_cost_in_tax - line.discount_in_tax,
    0,
  );
  const remove = () =>
    update.mutate(removalBody(eventId, item), { onSuccess: () => void navigate(backTo, { replace: true }) });

  return (
    <div className={pageStyles.tightPage}>
      <Link to={backTo} className={pageStyles.backLink}>
        <Icon name="back" size={20} />
        {t('itemPage.back')}
      </Link>
      <header className={pageStyles.header}>
        <span className={pageStyles.smallLead}>{event.event.name}</span>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('item.photo', { id: image.id })}
        </h1>
      </header>
      <figure className={itemStyles.stage}>
        <div className={itemStyles.previewBox} style={{ '--ratio': ratio } as RatioStyle}>
          <PhotoPicture
            item={image}
            variant="preview"
            eager
            alt={t('itemPage.previewAlt')}
            className={itemStyles.preview}
          />
          {crop ? (
            <div className={itemStyles.previewClip} aria-hidden="true">
              <span className={itemStyles.cropOutline} style={crop} data-testid="crop-outline" />
            </div>
          ) : null}
        </div>
      </figure>
      {crop ? <p className={itemStyles.caption}>{t('itemPage.cropCaption')}</p> : null}
      {item.is_available ? null : (
        <p className={styles.unavailableNote}>
          <Icon name="alert" size={16} />
          <span>{t('item.unavailable')}</span>
        </p>
      )}
      <section className={`${pageStyles.card} ${itemStyles.sizes}`} aria-labelledby="cart-sizes-heading">
        <h2 id="cart-sizes-heading" className={itemStyles.sizesTitle}>
          {t('itemPage.sizes')}
        </h2>
        <CartLineList
          item={item}
          lines={lines}
          currencyTypeId={currency}
          onQuantity={(line, quantity) => update.mutate(quantityBody(eventId, item, line.size_id, quantity))}
        />
        <p className={itemStyles.itemSubtotal}>
          <span>{t('itemPage.subtotal')}</span>
          <strong>{formatPrice(amount, currency, language)}</strong>
        </p>
        <Button variant="secondary" onClick={remove} disabled={update.isPending}>
          <Icon name="close" size={18} />
          {t('itemPage.remove')}
        </Button>
      </section>
    </div>
  );
}
