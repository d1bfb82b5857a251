import { baseApi } from '@/lib/api/baseApi';
import type {
  PaginatedProgramCardOutputListRead,
  PartnerProgramsListApiArg,
  ProgramCardOutputRead,
} from '@/lib/api/generated/companies';

/** Page sizes and the loading placeholder count of the hub (spec section 9). */
export const FEATURED_PAGE_SIZE = 3;
export const REGULAR_PAGE_SIZE = 9;
export const HUB_SKELETON_COUNT = 30;

/** Program card of `GET /api/partner-programs` (spec section 3, docs/api.md "Partner program hub"). */
export type ProgramCardData = ProgramCardOutputRead;

export type ProgramPage = PaginatedProgramCardOutputListRead;

/** The generated list's arguments less the page number, which the infinite query supplies. */
export type ProgramListArgs = Required<Pick<PartnerProgramsListApiArg, 'isFeatured' | 'pageSize'>>;

/** Tolerates a bare array or missing fields so a thin answer never breaks the page. */
export function normalizeProgramPage(response: unknown): ProgramPage {
  if (Array.isArray(response)) return { data: response as ProgramCardData[], hasNext: false };
  const body = (response ?? {}) as Partial<ProgramPage>;
  return { data: Array.isArray(body.data) ? body.data : [], hasNext: body.hasNext === true };
}

/** All loaded pages as one list; a company seen on an earlier page is not repeated. */
export function flattenProgramPages(pages: ProgramPage[] | undefined): ProgramCardData[] {
  const seen = new Set<number>();
  const cards: ProgramCardData[] = [];
  for (const page of pages ?? []) {
    for (const card of page.data) {
      if (seen.has(card.companyId)) continue;
      seen.add(card.companyId);
      cards.push(card);
    }
  }
  return cards;
}

/**
 * The one hand-written endpoint left: the generator makes plain queries, and the hub
 * accumulates pages (RTK Query's infinite query) over the same `GET /api/partner-programs`;
 * its types are the generated ones.
 */
export const hubApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/partner-programs?IsFeatured&PageNumber&PageSize` → `{data, hasNext}`. Pages
     * accumulate in one cache entry per list: `fetchNextPage` appends the next page.
     */
    getPartnerPrograms: build.infiniteQuery<ProgramPage, ProgramListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.hasNext ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/partner-programs',
        params: { IsFeatured: queryArg.isFeatured, PageNumber: pageParam, PageSize: queryArg.pageSize },
      }),
      transformResponse: normalizeProgramPage,
    }),
  }),
});

export const { useGetPartnerProgramsInfiniteQuery } = hubApi;
