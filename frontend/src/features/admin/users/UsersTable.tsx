import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { countOf, formatDate } from '@/lib/format';
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
  /** A column header clicked: that column ascending, or the other way when it is the sort already. */
  onSort: (criteria: SortCriteria) => void;
  /** The sort picked as a whole (the card list's "Sort by" field). */
  onSortChange: (sort: UsersSort) => void;
  selfId: number | null;
  busyUserId: number | null;
  onAction: (action: UserAction, user: AdminUser) => void;
}

const STATE_COLOR: Record<AccountState, 'success' | 'warning' | 'default'> = {
  Active: 'success',
  Pending: 'warning',
  Deactivated: 'default',
};

/*
 * Column widths of the table (a fixed layout, so it never grows past its box, issue 22: at
 * 1440 px it was 1,186 px in a 1,110 px box and the Actions were off-screen). Sized for the
 * narrowest box it is shown in (1200 px window, sidebar open: 872 px): pixels for what has a
 * fixed size (the status chip, the date, the roles, the menu button; padding included), shares
 * for the texts, which wrap; the e-mail takes what the others leave. The credits are part of
 * the plan's cell.
 */
const COLUMNS: { label: string; sort?: SortCriteria; width?: number | string }[] = [
  { label: 'Name', sort: USER_SORT.name, width: '14%' },
  { label: 'E-mail', sort: USER_SORT.email },
  { label: 'Status', sort: USER_SORT.status, width: 108 },
  { label: 'Company', width: '15%' },
  { label: 'Plan', width: '14%' },
  { label: 'Roles', width: 80 },
  { label: 'Created', sort: USER_SORT.created, width: 100 },
];
const ACTIONS_WIDTH = 72;

interface SortableHeaderProps {
  label: string;
  criteria: SortCriteria;
  width?: number | string;
  sort: UsersSort;
  onSort: (criteria: SortCriteria) => void;
}

function SortableHeader({ label, criteria, width, sort, onSort }: SortableHeaderProps) {
  const active = sort.criteria === criteria;
  const direction = active && sort.order === 1 ? 'desc' : 'asc';
  return (
    <TableCell
      sx={{ width }}
      sortDirection={active ? direction : false}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(criteria)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The plan, its end and its credits used of the quota; Free without one. */
function PlanCell({ user }: { user: AdminUser }) {
  const plan = user.subscription;
  if (!plan) return <>Free</>;
  return (
    <>
      {plan.pricingPlanName}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        until {formatDate(plan.endDate)}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {plan.tokensUsed.toLocaleString('en-US')}/{countOf(plan.tokensQuota, 'credit')} used
      </Typography>
    </>
  );
}

function StatusChip({ user }: { user: AdminUser }) {
  const state = accountState(user);
  return <Chip label={state} size="small" color={STATE_COLOR[state]} variant={state === 'Deactivated' ? 'outlined' : 'filled'} />;
}

function CompanyCell({ user }: { user: AdminUser }) {
  if (!user.company) {
    return (
      <Typography component="span" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <>
      <Link href={paths.admin.activeCompany(user.company.companyId)}>{user.company.name}</Link>
      {user.company.isCompanyAdmin ? (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Company admin
        </Typography>
      ) : null}
    </>
  );
}

function RoleChips({ user }: { user: AdminUser }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {user.roles.map((role) => (
        <Chip
          key={role.id}
          label={role.name}
          size="small"
          color={role.id === 1 ? 'primary' : 'default'}
          variant="outlined"
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}

/** An address that breaks after its @ and before each dot of the domain when it must wrap. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const parts = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function YouChip() {
  return <Chip label="You" size="small" variant="outlined" sx={{ ml: 1, height: 20 }} />;
}

function UsersGrid({ users, loading, skeletonRows, sort, onSort, selfId, busyUserId, onAction }: UsersTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="Users"
        sx={{
          tableLayout: 'fixed',
          '& td, & th': { verticalAlign: 'top', py: 1.25, px: 1, overflowWrap: 'anywhere' },
          '& tr > :first-child': { pl: 2 },
          '& tr > :last-child': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) =>
              column.sort !== undefined ? (
                <SortableHeader
                  key={column.label}
                  label={column.label}
                  criteria={column.sort}
                  width={column.width}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <TableCell key={column.label} sx={{ width: column.width }}>
                  {column.label}
                </TableCell>
              ),
            )}
            <TableCell align="right" sx={{ width: ACTIONS_WIDTH }}>
              Actions
            </TableCell>
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
            : (users ?? []).map((user) => (
                <TableRow key={user.userId} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {fullName(user)}
                    {user.userId === selfId ? <YouChip /> : null}
                  </TableCell>
                  <TableCell>
                    <EmailText email={user.email} />
                  </TableCell>
                  <TableCell>
                    <StatusChip user={user} />
                  </TableCell>
                  <TableCell>
                    <CompanyCell user={user} />
                  </TableCell>
                  <TableCell>
                    <PlanCell user={user} />
                  </TableCell>
                  <TableCell>
                    <RoleChips user={user} />
                  </TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell align="right">
                    <UserActionsMenu
                      user={user}
                      isSelf={user.userId === selfId}
                      disabled={busyUserId === user.userId}
                      onAction={onAction}
                    />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The "Sort by" choices of the card list: each sortable column, both ways. */
const SORT_CHOICES: { label: string; sort: UsersSort }[] = [
  { label: 'Name (A–Z)', sort: { criteria: USER_SORT.name, order: 0 } },
  { label: 'Name (Z–A)', sort: { criteria: USER_SORT.name, order: 1 } },
  { label: 'E-mail (A–Z)', sort: { criteria: USER_SORT.email, order: 0 } },
  { label: 'E-mail (Z–A)', sort: { criteria: USER_SORT.email, order: 1 } },
  { label: 'Status', sort: { criteria: USER_SORT.status, order: 0 } },
  { label: 'Status (reversed)', sort: { criteria: USER_SORT.status, order: 1 } },
  { label: 'Oldest first', sort: { criteria: USER_SORT.created, order: 0 } },
  { label: 'Newest first', sort: { criteria: USER_SORT.created, order: 1 } },
];

/** One labelled line of a user's card. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fragment>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Fragment>
  );
}

/** On a narrow screen: one card per account, its actions beside its name, sorted by a field. */
function UserCards({ users, loading, skeletonRows, sort, onSortChange, selfId, busyUserId, onAction }: UsersTableProps) {
  const chosen = SORT_CHOICES.findIndex(
    (choice) => choice.sort.criteria === sort.criteria && choice.sort.order === sort.order,
  );
  return (
    <Box>
      <TextField
        select
        size="small"
        label="Sort by"
        value={chosen < 0 ? 0 : chosen}
        onChange={(event) => onSortChange(SORT_CHOICES[Number(event.target.value)].sort)}
        sx={{ mb: 1.5, minWidth: 200 }}
      >
        {SORT_CHOICES.map((choice, index) => (
          <MenuItem key={choice.label} value={index}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {loading && !users
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <Box component="li" key={index} aria-hidden>
                <Skeleton variant="rounded" height={160} />
              </Box>
            ))
          : (users ?? []).map((user) => (
              <Paper component="li" variant="outlined" key={user.userId} aria-label={fullName(user)} sx={{ p: 2, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography
                      variant="subtitle1"
                      component="h3"
                      sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                    >
                      {fullName(user)}
                      {user.userId === selfId ? <YouChip /> : null}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <EmailText email={user.email} />
                    </Typography>
                  </Box>
                  <StatusChip user={user} />
                  <UserActionsMenu
                    user={user}
                    isSelf={user.userId === selfId}
                    disabled={busyUserId === user.userId}
                    onAction={onAction}
                  />
                </Box>
                <Box
                  component="dl"
                  sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.75 }}
                >
                  <CardField label="Company">
                    <CompanyCell user={user} />
                  </CardField>
                  <CardField label="Plan">
                    <PlanCell user={user} />
                  </CardField>
                  <CardField label="Roles">
                    <RoleChips user={user} />
                  </CardField>
                  <CardField label="Created">{formatDate(user.createdAt)}</CardField>
                </Box>
              </Paper>
            ))}
      </Box>
    </Box>
  );
}

/**
 * The users (spec section 2, Users): a table sortable by four columns in a wide window, a card
 * list with a "Sort by" field below the `lg` breakpoint (the content box is at most 872 px there
 * with the sidebar open: too narrow for eight columns).
 */
export function UsersTable(props: UsersTableProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  return narrow ? <UserCards {...props} /> : <UsersGrid {...props} />;
}
