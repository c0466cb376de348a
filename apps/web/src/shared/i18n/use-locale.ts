import { type TextLanguage, toTextLanguage } from '@omoide/contract';
import { useTranslation } from 'react-i18next';

/** The current text language; re-renders on a language switch. */
export function useTextLanguage(): TextLanguage {
  const { i18n } = useTranslation();
  return toTextLanguage(i18n.resolvedLanguage ?? i18n.language);
}
