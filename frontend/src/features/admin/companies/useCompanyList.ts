import { useState } from 'react';
import { COMPANY_LIST_PAGE_SIZE, usePaging } from '@/lib/usePaging';
import type { SortOrder } from './api';

/**
 * The state of an admin company list: the applied name filter, the name sort (ascending
 * first) and the page, which returns to 1 when the filter or the sort changes (spec section 9).
 */
export function useCompanyList() {
  const [search, setSearch] = useState('');
  const [sortOrder, setSortOrder] = useState<SortOrder>(0);
  const paging = usePaging({ defaultPageSize: COMPANY_LIST_PAGE_SIZE, filterKey: { search, sortOrder } });
  return {
    search,
    setSearch,
    sortOrder,
    toggleSort: () => setSortOrder((order) => (order === 0 ? 1 : 0)),
    paging,
    queryArgs: {
      pageNumber: paging.pageNumber,
      pageSize: paging.pageSize,
      search: search || undefined,
      sortCriteria: 0 as const,
      sortOrder,
    },
  };
}
