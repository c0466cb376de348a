// The UI kit: the one barrel the conventions allow (DESIGN §3).

export { BottomBar, BottomBarSlotProvider, useHasBottomBar } from './bottom-bar';
export { Button, ButtonLink, type ButtonVariant } from './button';
export { ChildPageFallback } from './child-page-fallback';
export { ComingSoon } from './coming-soon';
export { ConfirmDialog } from './confirm-dialog';
export { DaysLeft } from './days-left';
export { formatTitle, useDocumentTitle } from './document-title';
export { EventCard, type EventCardEvent, EventCardList } from './event-card';
export { EventNotFound } from './event-not-found';
export { FloatingBar, FloatingBarSlotProvider } from './floating-bar';
export { FormAlert, PasswordField, SelectField, ServerAlert, TextField } from './form-controls';
export { Icon, type IconName } from './icon';
export { LanguageSwitcher } from './language-switcher';
export { LoadState } from './load-state';
export { Logo } from './logo';
export { NoticePanel } from './notice-panel';
export { OrderStatusBadge } from './order-status-badge';
export { PhotoPicture } from './photo-picture';
export { PurchasedMark } from './purchased-mark';
export { clampQuantity, QuantityStepper } from './quantity-stepper';
export { type Delivery, deliveryOf, Receipt } from './receipt';
export { Spinner } from './spinner';
export { KeepButton, TileMarks } from './tile-marks';
