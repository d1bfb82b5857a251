import { useGeographyRegionsListQuery, useLookupsRetrieveQuery } from '@/lib/api/companies';
import { formOptions, type CompanyFormOptions } from './options';

/** The company form's option lists (lookups + sub-regions grouped by region). */
export function useCompanyFormOptions(): {
  options: CompanyFormOptions;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const lookups = useLookupsRetrieveQuery();
  const regions = useGeographyRegionsListQuery({ subRegionsOnly: true });
  return {
    options: formOptions(lookups.data, regions.data),
    isLoading: lookups.isLoading,
    isError: lookups.isError && !lookups.isFetching,
    refetch: () => {
      void lookups.refetch();
      if (regions.isError) void regions.refetch();
    },
  };
}
