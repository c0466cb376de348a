import { FALLBACK_LOCALE } from '@omoide/contract';
import type { ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '@/shared/i18n/use-locale';

// The studio's texts, fetched only when the studio opens: `studio.json` (the shell, access,
// colleagues …) and one `studio-<feature>.json` per larger feature, each holding its own
// top-level key, all merged into the one `studio` namespace.
const studioTexts = import.meta.glob<{ default: ResourceKey }>('../../locales/*/studio*.json');

/** The loaders of one language's studio files. */
function loadersOf(language: string) {
  const prefix = `../../locales/${language}/`;
  return Object.entries(studioTexts)
    .filter(([file]) => file.startsWith(prefix))
    .map(([, load]) => load);
}

/**
 * Adds the studio's namespace for the current language (and the en-US fallback) and tells
 * when it is there. Loaded here rather than through the app's i18n backend, which is set up
 * with the buyer's namespaces only; re-runs on a language switch.
 */
export function useStudioTexts(): boolean {
  const { i18n } = useTranslation();
  const language = useTextLanguage();
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = async (lng: string) => {
      if (i18n.hasResourceBundle(lng, 'studio')) return;
      const files = await Promise.all(loadersOf(lng).map((loader) => loader()));
      // Merged deeply: each feature file owns its top-level key.
      for (const texts of files) i18n.addResourceBundle(lng, 'studio', texts.default, true, true);
    };
    void Promise.all([load(language), load(FALLBACK_LOCALE)]).then(() => {
      if (live) setLoadedFor(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return loadedFor === language;
}
