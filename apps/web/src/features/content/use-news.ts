import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type NewsAnswer, newsEntries, newsQueryOptions } from '@/shared/api/news';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { useAreaPaths } from './area-path';

/**
 * The news of the current area (members: their language; guests: all_lang, picked here).
 * Failures go to the error modal (spec §8); the pages also show an inline retry.
 */
export function useNews() {
  const { area } = useAreaPaths();
  const language = useTextLanguage();
  const select = useCallback((answer: NewsAnswer) => newsEntries(answer, language), [language]);
  return useQuery({ ...newsQueryOptions(area, language), select });
}
