// The UI kit: the one barrel the conventions allow (DESIGN §3).

export { BottomBar, BottomBarSlotProvider, useHasBottomBar } from './bottom-bar';
export { Button, ButtonLink, type ButtonVariant } from './button';
export { ComingSoon } from './coming-soon';
export { DaysLeft } from './days-left';
export { formatTitle, useDocumentTitle } from './document-title';
export { EventCard, type EventCardEvent, EventCardList } from './event-card';
export { Icon, type IconName } from './icon';
export { LanguageSwitcher } from './language-switcher';
export { Logo } from './logo';
export { NoticePanel } from './notice-panel';
export { Spinner } from './spinner';
