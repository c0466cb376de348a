import {
  FALLBACK_LOCALE,
  type Locale,
  TEXT_LANGUAGES,
  type TextLanguage,
  toTextLanguage,
} from '@omoide/contract';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstPageOf } from '../routing/first-pages';
import { detectInitialLanguage, htmlLangOf, localeCookieString } from './detect-locale';
import { icuMessages } from './icu-messages';

export const DEFAULT_NAMESPACE = 'common';
/** News, FAQ, contact form and the static pages (`locales/<language>/content.json`). */
export const CONTENT_NAMESPACE = 'content';
/** Sign-in, guest entry, account and children (`locales/<language>/auth.json`). */
export const AUTH_NAMESPACE = 'auth';
/** Event lists, event code, event detail, photos and trimming (`locales/<language>/events.json`). */
export const EVENTS_NAMESPACE = 'events';
/** Face images, events by child and face matching (`locales/<language>/faces.json`). */
export const FACES_NAMESPACE = 'faces';
/** The cart pages and the guest's saved cart (`locales/<language>/cart.json`). */
export const CART_NAMESPACE = 'cart';
/** Ordering, order history and the guest order check (`locales/<language>/orders.json`). */
export const ORDERS_NAMESPACE = 'orders';
/** The library of purchases and the order downloads (`locales/<language>/library.json`). */
export const LIBRARY_NAMESPACE = 'library';
/** Family sharing and "new photos" alerts (`locales/<language>/family.json`). */
export const FAMILY_NAMESPACE = 'family';

/** Every buyer namespace; the studio loads its own with its routes. */
export const BUYER_NAMESPACES = [
  DEFAULT_NAMESPACE,
  CONTENT_NAMESPACE,
  AUTH_NAMESPACE,
  EVENTS_NAMESPACE,
  FACES_NAMESPACE,
  CART_NAMESPACE,
  ORDERS_NAMESPACE,
  LIBRARY_NAMESPACE,
  FAMILY_NAMESPACE,
];

/** The namespaces the first paint of `pathname` needs (all of them for an unlisted page). */
export function firstPageNamespaces(pathname: string): string[] {
  // The pages a parent opens first (first-pages.ts) wait for ~5 KiB of texts instead of ~25
  // (docs/decisions/035); any other page starts with every buyer namespace.
  const found = firstPageOf(pathname);
  return found ? [DEFAULT_NAMESPACE, found.namespace] : [...BUYER_NAMESPACES];
}

/**
 * en-US, the fallback, is fetched with the texts the first page did not need, not before the
 * first paint: every locale holds every key (`locales.test.ts`), so a first page never shows
 * it, and a phone saves its ≈ 5 KiB (decision 039). A locale file that fails to load is
 * replaced by its en-US twin at once (the backend below). i18next asks this function on
 * every lookup and every load, so the switch takes effect without a re-init.
 */
let fallbackTextsWanted = false;
function fallbackLanguages(language: string): string[] {
  return fallbackTextsWanted && language !== FALLBACK_LOCALE ? [FALLBACK_LOCALE] : [];
}

// Locale files become separate chunks, one per language and namespace: a visitor downloads
// only their language, and at first only what the first page shows.
const localeLoaders = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

/** Spec §8: a locale file that fails to load is logged; i18next then falls back to en-US. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      console.error(`[i18n] no locale file for ${language}/${namespace}`);
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => {
        console.error(`[i18n] failed to load ${language}/${namespace}`, error);
        const fallback = localeLoaders[`../../locales/${FALLBACK_LOCALE}/${namespace}.json`];
        if (language === FALLBACK_LOCALE || !fallback) {
          callback(error instanceof Error ? error : new Error(String(error)), false);
          return;
        }
        // The fallback's texts stand in for the file that failed, on the first page too.
        fallbackTextsWanted = true;
        fallback().then(
          (module) => callback(null, module.default),
          (fallbackError: unknown) =>
            callback(
              fallbackError instanceof Error ? fallbackError : new Error(String(fallbackError)),
              false,
            ),
        );
      },
    );
  },
};

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = htmlLangOf(toTextLanguage(language));
}

/**
 * Starts i18next with the detected language and waits for the texts of `namespaces` (by
 * default those of the page being opened); `loadAllTexts` fetches the others.
 */
export async function initI18n(
  language: TextLanguage = detectInitialLanguage(document.cookie, navigator.languages ?? []),
  namespaces: string[] = firstPageNamespaces(window.location.pathname),
): Promise<typeof i18next> {
  startLanguage = language;
  if (!i18next.isInitialized) {
    await i18next
      .use(localeBackend)
      // ICU messages without intl-messageformat's parser in the bundle (decision 039).
      .use(icuMessages((lng) => htmlLangOf(toTextLanguage(lng))))
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: fallbackLanguages,
        supportedLngs: [...TEXT_LANGUAGES],
        load: 'currentOnly',
        ns: namespaces,
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    i18next.on('languageChanged', applyDocumentLanguage);
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
  applyDocumentLanguage(i18next.language);
  return i18next;
}

let allTexts: Promise<unknown> | null = null;

/**
 * The buyer namespaces the first page did not need, and the en-US fallback of every namespace,
 * fetched once: after the first page has loaded, and before any later page is shown (the
 * router waits for it), so no page ever shows a text's key.
 */
export function loadAllTexts(): Promise<unknown> {
  fallbackTextsWanted = true;
  allTexts ??= i18next.loadNamespaces(BUYER_NAMESPACES);
  return allTexts;
}

/** The language `initI18n` was asked for: what the first page's requests use before it resolves. */
let startLanguage: TextLanguage | undefined;

/** The language the API must answer in (`x-language`): ja | hant | vi | en-US. */
export function currentTextLanguage(): TextLanguage {
  return toTextLanguage(i18next.resolvedLanguage ?? i18next.language ?? startLanguage);
}

/** The switcher's action: remember the choice in the cookie, then switch the texts. */
export async function changeLocale(locale: Locale): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older iOS Safari
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
  await i18next.changeLanguage(locale);
}
