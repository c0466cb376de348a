import { DEFAULT_APP_FROM, STORAGE_KEYS } from '@/shared/config';
import { readItem, removeItem, writeItem } from './safe-storage';

/** Which app opened the page (bridge `from` parameter); sent as `x-app-from`. */
export function getAppFrom(): string {
  const value = readItem('local', STORAGE_KEYS.appFrom)?.trim();
  return value ? value : DEFAULT_APP_FROM;
}

export function setAppFrom(appFrom: string | null): void {
  if (appFrom?.trim()) writeItem('local', STORAGE_KEYS.appFrom, appFrom.trim());
  else removeItem('local', STORAGE_KEYS.appFrom);
}

/** Spec §3 keeps the flag as the text 'true' or 'false'. */
export function getIsPreview(): boolean {
  return readItem('local', STORAGE_KEYS.isPreview) === 'true';
}

export function setIsPreview(isPreview: boolean): void {
  writeItem('local', STORAGE_KEYS.isPreview, isPreview ? 'true' : 'false');
}

/**
 * Spec §4 guest cart-saved flag: true once the cart-save mail went out, false again when an
 * item is added, so the cart page offers to save the changed cart again.
 */
export function isGuestCartSaved(): boolean {
  return readItem('local', STORAGE_KEYS.guestCartSaved) === 'true';
}

export function setGuestCartSaved(saved: boolean): void {
  writeItem('local', STORAGE_KEYS.guestCartSaved, saved ? 'true' : 'false');
}
