import { useCallback, useState } from 'react';

/** Page sizes a paginated list offers (spec section 9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;

/** Default page size of the company lists (spec section 9). */
export const COMPANY_LIST_PAGE_SIZE = 50;

/** Default page size of the admin users list (spec section 9). */
export const ADMIN_USERS_PAGE_SIZE = 20;

export interface PagingOptions {
  /** The page size a list starts with (and returns to on `reset`). */
  defaultPageSize: number;
  /**
   * The list's active filters (search text, sort order, ...). Whenever its value changes
   * (compared as JSON, so a fresh object with the same content is not a change), the list
   * goes back to page 1: page 7 of the old result means nothing for the new one.
   */
  filterKey?: unknown;
}

export interface Paging {
  /** 1-based, as the API's `PageNumber`. */
  pageNumber: number;
  pageSize: number;
  setPageNumber: (pageNumber: number) => void;
  /** Also goes back to page 1. */
  setPageSize: (pageSize: number) => void;
  /** Page 1 at the default page size. */
  reset: () => void;
}

interface PagingState {
  pageNumber: number;
  pageSize: number;
  filterKey: string;
}

function keyOf(filterKey: unknown): string {
  return JSON.stringify(filterKey ?? null);
}

/**
 * The page number and page size of one server-side paginated list (spec section 9:
 * manual, server-side pagination that resets to the first page when the filters change).
 * Pass the result's `pageNumber`/`pageSize` to the list query and the setters to
 * `<Pagination>`.
 */
export function usePaging({ defaultPageSize, filterKey }: PagingOptions): Paging {
  const key = keyOf(filterKey);
  const [state, setState] = useState<PagingState>(() => ({ pageNumber: 1, pageSize: defaultPageSize, filterKey: key }));

  // A changed filter resets the page during render (React's "adjust state when a prop
  // changes" pattern), so the list never asks the server for the stale page first.
  let current = state;
  if (state.filterKey !== key) {
    current = { ...state, pageNumber: 1, filterKey: key };
    setState(current);
  }

  const setPageNumber = useCallback((pageNumber: number) => {
    setState((previous) => ({ ...previous, pageNumber: Math.max(1, Math.floor(pageNumber)) }));
  }, []);
  const setPageSize = useCallback((pageSize: number) => {
    setState((previous) => ({ ...previous, pageSize, pageNumber: 1 }));
  }, []);
  const reset = useCallback(() => {
    setState((previous) => ({ ...previous, pageSize: defaultPageSize, pageNumber: 1 }));
  }, [defaultPageSize]);

  return { pageNumber: current.pageNumber, pageSize: current.pageSize, setPageNumber, setPageSize, reset };
}
