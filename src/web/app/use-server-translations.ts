import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTranslationMaps } from '../../shared/auth/translations';
import { LANGUAGES } from '../../shared/i18n/languages';
import { apiRequest } from '../lib/api-client';
import { BUILD_ID } from '../lib/build-info';

/**
 * Spec §7: the texts come from `GET /internal/locale/translations?build`. The build's own texts
 * are in its chunks (first load and areas); the server answers only the overrides stored in its
 * database, added on top of any text, loaded already or later: an area's texts arriving after
 * them never replace them (app/i18n.ts).
 */
export function useServerTranslations(): void {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['translations', BUILD_ID],
    queryFn: () =>
      apiRequest('/internal/locale/translations', {
        query: { build: BUILD_ID, overrides: true },
        schema: ZTranslationMaps,
        skipAuthRedirect: true,
      }),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (!data) return;
    for (const language of LANGUAGES) i18n.addResources(language, 'translation', data[language]);
  }, [data, i18n]);
}
