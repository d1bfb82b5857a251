import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/format';
import {
  accountState,
  fullName,
  USER_SORT,
  type AccountState,
  type AdminUser,
  type SortCriteria,
  type SortOrder,
} from './api';
import { UserActionsMenu, type UserAction } from './UserActionsMenu';

export interface UsersSort {
  criteria: SortCriteria;
  order: SortOrder;
}

interface UsersTableProps {
  users: AdminUser[] | undefined;
  loading: boolean;
  /** Rows shown while the first page loads. */
  skeletonRows: number;
  sort: UsersSort;
  onSort: (criteria: SortCriteria) => void;
  selfId: number | null;
  busyUserId: number | null;
  onAction: (action: UserAction, user: AdminUser) => void;
}

const STATE_COLOR: Record<AccountState, 'success' | 'warning' | 'default'> = {
  Active: 'success',
  Pending: 'warning',
  Deactivated: 'default',
};

const COLUMNS: { label: string; sort?: SortCriteria; minWidth?: number }[] = [
  { label: 'Name', sort: USER_SORT.name, minWidth: 160 },
  { label: 'E-mail', sort: USER_SORT.email, minWidth: 200 },
  { label: 'Status', sort: USER_SORT.status },
  { label: 'Company', minWidth: 140 },
  { label: 'Plan', minWidth: 130 },
  { label: 'Credits used/quota' },
  { label: 'Roles' },
  { label: 'Created', sort: USER_SORT.created, minWidth: 110 },
];

interface SortableHeaderProps {
  label: string;
  criteria: SortCriteria;
  minWidth?: number;
  sort: UsersSort;
  onSort: (criteria: SortCriteria) => void;
}

function SortableHeader({ label, criteria, minWidth, sort, onSort }: SortableHeaderProps) {
  const active = sort.criteria === criteria;
  const direction = active && sort.order === 1 ? 'desc' : 'asc';
  return (
    <TableCell
      sx={{ minWidth }}
      sortDirection={active ? direction : false}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(criteria)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

function PlanCell({ user }: { user: AdminUser }) {
  const plan = user.subscription;
  if (!plan) return <>Free</>;
  return (
    <>
      {plan.pricingPlanName}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        until {formatDate(plan.endDate)}
      </Typography>
    </>
  );
}

/** The users table (spec section 2, Users): one row per account, sortable by four columns. */
export function UsersTable({
  users,
  loading,
  skeletonRows,
  sort,
  onSort,
  selfId,
  busyUserId,
  onAction,
}: UsersTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Users" sx={{ '& td, & th': { verticalAlign: 'top', py: 1.25 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) =>
              column.sort !== undefined ? (
                <SortableHeader
                  key={column.label}
                  label={column.label}
                  criteria={column.sort}
                  minWidth={column.minWidth}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <TableCell key={column.label} sx={{ minWidth: column.minWidth }}>
                  {column.label}
                </TableCell>
              ),
            )}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !users
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} aria-hidden>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.label}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              ))
            : (users ?? []).map((user) => {
                const state = accountState(user);
                return (
                  <TableRow key={user.userId} hover>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {fullName(user)}
                      {user.userId === selfId ? (
                        <Chip label="You" size="small" variant="outlined" sx={{ ml: 1, height: 20 }} />
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>{user.email}</TableCell>
                    <TableCell>
                      <Chip
                        label={state}
                        size="small"
                        color={STATE_COLOR[state]}
                        variant={state === 'Deactivated' ? 'outlined' : 'filled'}
                      />
                    </TableCell>
                    <TableCell>
                      {user.company ? (
                        <>
                          <Link href={paths.admin.activeCompany(user.company.companyId)}>{user.company.name}</Link>
                          {user.company.isCompanyAdmin ? (
                            <Typography
                              variant="body2"
                              color="text.secondary"
                              component="span"
                              sx={{ display: 'block' }}
                            >
                              Company admin
                            </Typography>
                          ) : null}
                        </>
                      ) : (
                        <Typography component="span" color="text.secondary">
                          —
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <PlanCell user={user} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {user.subscription
                        ? `${user.subscription.tokensUsed.toLocaleString('en-US')}/${user.subscription.tokensQuota.toLocaleString('en-US')}`
                        : '—'}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {user.roles.map((role) => (
                          <Chip
                            key={role.id}
                            label={role.name}
                            size="small"
                            color={role.id === 1 ? 'primary' : 'default'}
                            variant="outlined"
                          />
                        ))}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
                    <TableCell align="right">
                      <UserActionsMenu
                        user={user}
                        isSelf={user.userId === selfId}
                        disabled={busyUserId === user.userId}
                        onAction={onAction}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
