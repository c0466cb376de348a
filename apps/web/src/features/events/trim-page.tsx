import { PRICE_TYPE, pickLang, sizeById } from '@omoide/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { itemDetailPath, numericParam, useEventArea } from '@/shared/routing/event-paths';
import { Button, EventNotFound, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { CropEditor } from './crop-editor';
import { photoDetailQueryOptions } from './events-api';
import { readCrop, readQuantities, writeCrop, writeQuantities } from './item-choice';
import styles from './trim.module.css';
import { type Crop, initialCrop, isCropFor, printAspect, roundCrop } from './trim-math';

/**
 * `/events/detail/{eventId}/{categoryId}/{itemId}/trim?size={sizeId}` and the guest twin:
 * choose the part of the photo a print shows. The crop is kept per photo and print size
 * (item-choice) and goes to the cart as `photo_custom`.
 */
export default function TrimPage() {
  const { t } = useTranslation('events');
  const params = useParams();
  const [search] = useSearchParams();
  const eventId = numericParam(params.eventId);
  const categoryId = numericParam(params.categoryId);
  const itemId = numericParam(params.itemId);
  const area = useEventArea();
  const language = useTextLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const fromItem = Boolean((location.state as { fromItem?: boolean } | null)?.fromItem);

  const detail = useQuery(photoDetailQueryOptions(area, itemId));
  const info = useQuery({
    ...eventInfoQueryOptions(area, eventId, language),
    placeholderData: keepPreviousData,
  });
  const chosen = useRef<Crop | null>(null);

  if (detail.data === null || info.data === null) return <EventNotFound area={area} kind="photo" />;
  if (!detail.data || !info.data) {
    return (
      <LoadState
        isPending={detail.isPending || info.isPending}
        onRetry={() => {
          void detail.refetch();
          void info.refetch();
        }}
      />
    );
  }

  const item = detail.data.image_item;
  // The print sizes this event sells; the asked one, else the first of them.
  const printSizes = info.data.prices
    .filter((price) => price.price_type_id === PRICE_TYPE.print)
    .map((price) => sizeById(price.size_id))
    .filter((size) => size?.mm);
  const requested = Number(search.get('size'));
  const size = printSizes.find((candidate) => candidate?.id === requested) ?? printSizes[0];
  if (
    item.event_id !== eventId ||
    item.category_id !== categoryId ||
    !size?.mm ||
    !item.width ||
    !item.height
  ) {
    return <EventNotFound area={area} kind="photo" />;
  }

  const photo = { width: item.width, height: item.height };
  const aspect = printAspect(size.mm, photo);
  const stored = readCrop(itemId, size.id);
  const initial = stored && isCropFor(stored, photo, aspect) ? stored : initialCrop(photo, aspect);
  const sizeName = pickLang(size.name, language);
  const [short, long] = size.mm;
  const label = t('trim.sizeLabel', { name: sizeName, short, long });

  const leave = () => {
    if (fromItem) void navigate(-1);
    else void navigate(itemDetailPath(area, eventId, categoryId, itemId), { replace: true });
  };

  const save = () => {
    const crop = roundCrop(chosen.current ?? initial);
    writeCrop(itemId, { size_id: size.id, ...crop });
    // Choosing a crop means wanting the print: at least one.
    const quantities = readQuantities(itemId);
    if (!quantities[size.id]) writeQuantities(itemId, { ...quantities, [size.id]: 1 });
    leave();
  };

  return (
    <div className={pageStyles.tightPage}>
      <header className={styles.header}>
        <h1 id="page-heading" className={styles.title}>
          {t('trim.heading')}
        </h1>
        <p className={pageStyles.smallLead}>{t('trim.lead', { size: label })}</p>
      </header>
      <CropEditor
        key={`${item.id}-${size.id}`}
        item={item}
        photo={photo}
        aspect={aspect}
        initial={initial}
        label={label}
        onChange={(crop) => {
          chosen.current = crop;
        }}
      />
      <div className={styles.actions}>
        <Button block onClick={save}>
          {t('trim.save')}
        </Button>
        <Button block variant="secondary" onClick={leave}>
          {t('trim.cancel')}
        </Button>
      </div>
    </div>
  );
}
