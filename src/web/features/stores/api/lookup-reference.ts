import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZCityList, ZCountryList, ZTaxOfficeList } from '../../../../shared/reference/reference';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 30;

// The pickers suggest; a failed lookup leaves them as plain text inputs (no error toast).
const quiet = { retry: false, placeholderData: keepPreviousData, staleTime: 60_000 } as const;

export function useCountryOptions(searchText: string) {
  return useQuery({
    queryKey: ['reference', 'countries', searchText],
    queryFn: ({ signal }) =>
      apiRequest('/api/country/list', {
        query: { searchText: searchText || undefined, pageSize: PAGE_SIZE },
        schema: ZCountryList,
        signal,
      }),
    ...quiet,
  });
}

export function useCityOptions(searchText: string, countryIso2Code: string | undefined) {
  return useQuery({
    queryKey: ['reference', 'cities', searchText, countryIso2Code],
    queryFn: ({ signal }) =>
      apiRequest('/api/country/city/list', {
        query: { searchText: searchText || undefined, pageSize: 100, countryIso2Code },
        schema: ZCityList,
        signal,
      }),
    ...quiet,
  });
}

export function useTaxOfficeOptions(searchText: string) {
  return useQuery({
    queryKey: ['reference', 'tax-offices', searchText],
    queryFn: ({ signal }) =>
      apiRequest('/api/country/taxOffice/list', {
        query: { searchText: searchText || undefined, pageSize: PAGE_SIZE },
        schema: ZTaxOfficeList,
        signal,
      }),
    ...quiet,
  });
}
