import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ZTranslationMaps } from '../../shared/auth/translations';
import { LANGUAGES } from '../../shared/i18n/languages';
import { apiRequest } from '../lib/api-client';
import { BUILD_ID } from '../lib/build-info';

/**
 * Spec §7: the texts come from `GET /internal/locale/translations?build`. The bundled maps render
 * at once; the server's answer adds any overrides stored in its database on top.
 */
export function useServerTranslations(): void {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['translations', BUILD_ID],
    queryFn: () =>
      apiRequest('/internal/locale/translations', {
        query: { build: BUILD_ID },
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
