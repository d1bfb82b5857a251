import {
  changesApi as generatedChangesApi,
  type AdminActiveCompanyOutputRead,
  type AdminPendingChangeOutputRead,
  type ChangeReviewDetailOutput,
} from '@/lib/api/generated/changes';

export type ActiveCompanyRow = AdminActiveCompanyOutputRead;
export type PendingChangeRow = AdminPendingChangeOutputRead;
export type ChangeReview = ChangeReviewDetailOutput;

/** `SortOrder` of the admin company lists: 0 ascending, 1 descending (spec section 7). */
export type SortOrder = 0 | 1;

/**
 * The admin company lists and the review of a change (docs/api.md, "Admin area"), generated
 * from the schema; here only their cache tags. Approving or rejecting a change refreshes both
 * lists, the review itself, the company and the signed-in user (whose pending copy may be
 * the one reviewed).
 */
export const adminCompaniesApi = generatedChangesApi.enhanceEndpoints({
  addTagTypes: ['AdminActiveCompanies', 'AdminPendingChanges', 'AdminChange', 'Company', 'PendingCompany', 'User'],
  endpoints: {
    adminCompaniesSearchActiveList: { providesTags: ['AdminActiveCompanies'] },
    adminCompaniesSearchPendingList: { providesTags: ['AdminPendingChanges'] },
    adminCompaniesChangesRetrieve: {
      providesTags: (_result, _error, { changeId }) => [{ type: 'AdminChange', id: changeId }],
    },
    adminCompaniesApproveCreate: {
      invalidatesTags: (result, error, { changeId }) =>
        error
          ? []
          : [
              'AdminActiveCompanies',
              'AdminPendingChanges',
              'PendingCompany',
              'User',
              { type: 'AdminChange', id: changeId },
              ...(result ? [{ type: 'Company' as const, id: result.companyId }] : []),
            ],
    },
    adminCompaniesRejectCreate: {
      invalidatesTags: (_result, error, { changeId }) =>
        error ? [] : ['AdminPendingChanges', 'AdminActiveCompanies', 'PendingCompany', 'User', { type: 'AdminChange', id: changeId }],
    },
  },
});

export const {
  useAdminCompaniesSearchActiveListQuery: useActiveCompaniesQuery,
  useAdminCompaniesSearchPendingListQuery: usePendingChangesQuery,
  useAdminCompaniesChangesRetrieveQuery: useChangeReviewQuery,
  useAdminCompaniesApproveCreateMutation: useApproveChangeMutation,
  useAdminCompaniesRejectCreateMutation: useRejectChangeMutation,
} = adminCompaniesApi;

/** Session flag: the admin opened a change from the Pending Companies list (spec section 2). */
export const FROM_PENDING_LIST_KEY = 'admin.cameFromPendingList';

export function cameFromPendingListSet(): void {
  try {
    window.sessionStorage.setItem(FROM_PENDING_LIST_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode): the review page then offers the list link anyway.
  }
}

export function cameFromPendingList(): boolean {
  try {
    return window.sessionStorage.getItem(FROM_PENDING_LIST_KEY) === 'true';
  } catch {
    return false;
  }
}
