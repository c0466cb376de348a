import type { ImageItem } from '@omoide/contract';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui';
import { trapTab } from '@/shared/ui/trap-tab';
import { type SwipeHandler, useZoom } from '@/shared/ui/use-zoom';
import { ZoomControls, ZoomImage } from '@/shared/ui/zoomable-image';
import type { Step } from './item-navigation';
import styles from './photo-fullscreen.module.css';

interface PhotoFullscreenProps {
  item: ImageItem;
  alt: string;
  position: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onStep: (step: Step) => void;
  onSwipe: SwipeHandler;
  onClose: () => void;
}

/**
 * The watermarked preview over the whole screen, to look closely: pinch, double tap, wheel,
 * the buttons and + / − / 0. A native modal dialog (the page behind is inert, Tab stays
 * inside); Esc and the close button close it, and the opener gets focus back (the caller).
 * Arrow keys and swipes still step to the neighbouring photos while unzoomed.
 */
export function PhotoFullscreen({
  item,
  alt,
  position,
  total,
  hasPrev,
  hasNext,
  onStep,
  onSwipe,
  onClose,
}: PhotoFullscreenProps) {
  const { t } = useTranslation('events');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  const zoom = useZoom({ wheel: true, onSwipe, resetKey: item.id });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The page behind must not scroll under a pinch or a pan.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    trapTab(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    zoom.onKeyDown(event);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.top}>
        {/* Read out in full; seen as the short "3 / 8" that fits beside the close button. */}
        <h2 id={titleId} className="visually-hidden">
          {t('fullscreen.title', { position, total })}
        </h2>
        <p className={styles.title} aria-hidden="true">
          {t('item.position', { position, total })}
        </p>
        {/* biome-ignore lint/a11y/noAutofocus: a dialog puts focus on its first control */}
        <button type="button" className={styles.close} onClick={onClose} autoFocus aria-keyshortcuts="Escape">
          <Icon name="close" size={22} />
          <span>{t('fullscreen.close')}</span>
        </button>
      </div>
      <div className={styles.stage}>
        <ZoomImage
          zoom={zoom}
          fit="fill"
          src={item.preview_url}
          alt={alt}
          placeholder={item.placeholder}
          width={item.width}
          height={item.height}
        />
      </div>
      <div className={styles.bottom}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onStep('prev')}
          disabled={!hasPrev}
          aria-label={t('item.prev')}
        >
          <Icon name="back" />
        </button>
        <ZoomControls zoom={zoom} tone="dark" />
        <button
          type="button"
          className={styles.step}
          onClick={() => onStep('next')}
          disabled={!hasNext}
          aria-label={t('item.next')}
        >
          <Icon name="forward" />
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('fullscreen.hint')}
      </p>
    </dialog>
  );
}
