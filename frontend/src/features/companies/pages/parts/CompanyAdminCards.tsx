import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { apiErrorTitle } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import {
  useCompaniesJoinRequestsAcceptCreateMutation,
  useCompaniesJoinRequestsDeclineCreateMutation,
  useCompaniesJoinRequestsListQuery,
  useCompaniesMembersUpdateMutation,
} from '@/lib/api/companies';
import { FormSection } from '@/components/company-form/sections/FormSection';
import type { CompanyJoinRequest, CompanyMember } from '@/components/company/types';
import { LoadError } from '@/components/company/LoadError';

/** Members may come with their names (not in the contract's minimum). */
type Person = { userId: number; firstName?: string; lastName?: string; email?: string };

function personName(person: Person): string {
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name || person.email || `User #${person.userId}`;
}

/** Company admins: requests to join the company, each with Accept and Decline. */
export function JoinRequestsCard({ companyId }: { companyId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, isLoading, isError, isFetching, refetch } = useCompaniesJoinRequestsListQuery({ companyId });
  const [accept, acceptState] = useCompaniesJoinRequestsAcceptCreateMutation();
  const [decline, declineState] = useCompaniesJoinRequestsDeclineCreateMutation();
  const deciding = acceptState.isLoading || declineState.isLoading;
  const originalArgs = acceptState.isLoading ? acceptState.originalArgs : declineState.originalArgs;

  const onDecide = async (request: CompanyJoinRequest, decision: 'accept' | 'decline') => {
    try {
      await (decision === 'accept' ? accept : decline)({ companyId, joinRequestId: request.joinRequestId }).unwrap();
      enqueueSnackbar(
        decision === 'accept'
          ? `${personName(request)} joined your company.`
          : `The request of ${personName(request)} was declined.`,
        { variant: 'success' },
      );
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'Something went wrong. Please try again.', { variant: 'error' });
    }
  };

  return (
    <FormSection title="Join requests" description="Colleagues who asked to join your company.">
      {isLoading ? (
        <Stack spacing={1} role="status" aria-label="Loading join requests">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Stack>
      ) : isError && !isFetching ? (
        <LoadError message="We couldn't load the join requests." onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">No records found.</Typography>
      ) : (
        <List disablePadding aria-label="Join requests">
          {data.map((request, index) => {
            const busy = deciding && originalArgs?.joinRequestId === request.joinRequestId;
            return (
              <ListItem
                key={request.joinRequestId}
                disableGutters
                divider={index < data.length - 1}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
              >
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{personName(request)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {request.email}
                    {request.createdAt ? ` · ${formatDate(request.createdAt)}` : ''}
                  </Typography>
                </div>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busy}
                    onClick={() => void onDecide(request, 'accept')}
                  >
                    Accept
                  </Button>
                  <Button size="small" variant="outlined" color="inherit" disabled={busy} onClick={() => void onDecide(request, 'decline')}>
                    Decline
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </FormSection>
  );
}

/** Company admins: the members, with their role; admins may grant or revoke admin rights. */
export function MembersCard({
  companyId,
  members,
  currentUserId,
}: {
  companyId: number;
  members: (CompanyMember & Omit<Person, 'userId'>)[];
  currentUserId: number;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateMembers, { isLoading }] = useCompaniesMembersUpdateMutation();
  const adminCount = members.filter((member) => member.isCompanyAdmin).length;

  const submit = async (next: CompanyMember[], done: string) => {
    try {
      await updateMembers({
        companyId,
        membersInputRequest: { members: next.map(({ userId, isCompanyAdmin }) => ({ userId, isCompanyAdmin })) },
      }).unwrap();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'Something went wrong. Please try again.', { variant: 'error' });
    }
  };

  return (
    <FormSection title="Members" description="People who belong to your company.">
      {members.length === 0 ? (
        <Typography color="text.secondary">No records found.</Typography>
      ) : (
        <List disablePadding aria-label="Members">
          {members.map((member, index) => {
            const name = personName(member);
            const isSelf = member.userId === currentUserId;
            const lastAdmin = member.isCompanyAdmin && adminCount <= 1;
            return (
              <ListItem
                key={member.userId}
                disableGutters
                divider={index < members.length - 1}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {name}
                    {isSelf ? ' (you)' : ''}
                  </Typography>
                  <Chip size="small" label={member.isCompanyAdmin ? 'Company admin' : 'Member'} variant="outlined" />
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    color="inherit"
                    disabled={isLoading || lastAdmin}
                    aria-label={member.isCompanyAdmin ? `Revoke admin rights of ${name}` : `Make ${name} a company admin`}
                    onClick={() =>
                      void submit(
                        members.map((item) =>
                          item.userId === member.userId ? { ...item, isCompanyAdmin: !item.isCompanyAdmin } : item,
                        ),
                        member.isCompanyAdmin ? `${name} is no longer a company admin.` : `${name} is now a company admin.`,
                      )
                    }
                  >
                    {member.isCompanyAdmin ? 'Revoke admin' : 'Make admin'}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={isLoading || lastAdmin}
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      void submit(
                        members.filter((item) => item.userId !== member.userId),
                        `${name} was removed from the company.`,
                      )
                    }
                  >
                    Remove
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </FormSection>
  );
}
