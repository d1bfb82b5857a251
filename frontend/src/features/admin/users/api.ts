import {
  adminApi as generatedAdminApi,
  type AdminUserOutputRead,
  type AdminUsersSearchListApiArg,
} from '@/lib/api/generated/admin';

export type AdminUser = AdminUserOutputRead;
export type UsersSearchArgs = AdminUsersSearchListApiArg;
export type SortCriteria = NonNullable<UsersSearchArgs['sortCriteria']>;
export type SortOrder = NonNullable<UsersSearchArgs['sortOrder']>;

/** `SortCriteria` of `GET /api/admin/users/search` (docs/api.md, "Admin area"). */
export const USER_SORT = { name: 0, email: 1, created: 2, status: 3 } as const satisfies Record<string, SortCriteria>;

/** Admin user search debounce (spec section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 400;

/**
 * The users table and the actions on a user (docs/api.md, "Admin area"), generated from the
 * schema; here only their cache tags: an action refreshes the table, and the signed-in
 * user too (an admin may grant themself a plan).
 */
export const usersApi = generatedAdminApi.enhanceEndpoints({
  addTagTypes: ['AdminUsers', 'User'],
  endpoints: {
    adminUsersSearchList: { providesTags: ['AdminUsers'] },
    adminUsersDeactivateCreate: { invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'User']) },
    adminUsersReactivateCreate: { invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'User']) },
    adminUsersGrantAdminCreate: { invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'User']) },
    adminUsersRevokeAdminCreate: { invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'User']) },
    adminUsersPlanCreate: { invalidatesTags: (_r, error) => (error ? [] : ['AdminUsers', 'User']) },
  },
});

export const {
  useAdminUsersSearchListQuery: useUsersSearchQuery,
  useAdminUsersDeactivateCreateMutation: useDeactivateUserMutation,
  useAdminUsersReactivateCreateMutation: useReactivateUserMutation,
  useAdminUsersGrantAdminCreateMutation: useGrantAdminMutation,
  useAdminUsersRevokeAdminCreateMutation: useRevokeAdminMutation,
  useAdminUsersPlanCreateMutation: useGrantPlanMutation,
} = usersApi;

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export type AccountState = 'Active' | 'Pending' | 'Deactivated';

/** Deactivated (by an admin) wins over the sign-up status (1 Pending, 2 Active). */
export function accountState(user: Pick<AdminUser, 'status' | 'isActive'>): AccountState {
  if (!user.isActive) return 'Deactivated';
  return user.status === 1 ? 'Pending' : 'Active';
}
