import { useIntroRequestsQuery, type IntroRequestItem } from '@/lib/api/outreach';
import { useCurrentUser } from '@/lib/session/hooks';

/** The API's largest page: a member rarely has more requests waiting at once. */
const PAGE = 50;

/**
 * The intro requests the member sent that still wait for an answer: what a sequence may follow
 * up (docs/sequences.md "Enrolling": their own, pending). The Sent box holds their colleagues'
 * too; those are left out. `more` says the newest PAGE were read and there are others.
 */
export function usePendingSentRequests({ skip = false }: { skip?: boolean } = {}) {
  const user = useCurrentUser();
  const query = useIntroRequestsQuery(
    { box: 'sent', filter: 'pending', pageNumber: 1, pageSize: PAGE },
    { skip: skip || !user?.company, refetchOnMountOrArgChange: true },
  );
  const mine: IntroRequestItem[] = (query.data?.data ?? []).filter(
    (request) => request.senderUser?.userId === user?.userId,
  );
  return {
    mine,
    isLoading: query.isLoading || (query.isFetching && !query.data),
    isError: query.isError,
    refetch: query.refetch,
    more: (query.data?.totalCount ?? 0) > (query.data?.data.length ?? 0),
    hasCompany: Boolean(user?.company),
  };
}
