import { useCallback, useMemo } from 'react';
import { flattenProgramPages, useGetPartnerProgramsInfiniteQuery, type ProgramCardData } from './hubApi';

/** What a hub section needs from its paged list. */
export interface ProgramListState {
  /** Every loaded card in order; undefined until the first page has arrived. */
  cards: ProgramCardData[] | undefined;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

/** A partner-program list (featured or not) whose pages accumulate. */
export function useProgramList(isFeatured: boolean, pageSize: number): ProgramListState {
  const query = useGetPartnerProgramsInfiniteQuery({ isFeatured, pageSize });
  const { fetchNextPage: fetchNext, refetch: refetchAll } = query;
  const fetchNextPage = useCallback(() => {
    void fetchNext();
  }, [fetchNext]);
  const refetch = useCallback(() => {
    void refetchAll();
  }, [refetchAll]);
  const pages = query.data?.pages;
  const cards = useMemo(() => (pages ? flattenProgramPages(pages) : undefined), [pages]);
  return {
    cards,
    isError: query.isError,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    hasNextPage: query.hasNextPage,
    fetchNextPage,
    refetch,
  };
}
