import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SortOrder } from './api';

export const NO_RESULTS = 'No results found.';

export interface Column<Row> {
  key: string;
  header: string;
  /** The name column: sortable, and the row's header cell. */
  sortable?: boolean;
  width?: number | string;
  render: (row: Row) => ReactNode;
}

interface CompanyListTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => number | string;
  loading: boolean;
  fetching: boolean;
  sortOrder: SortOrder;
  onSortToggle: () => void;
}

/** A table of the admin company lists: skeleton rows while loading, the spec's empty text. */
export function CompanyListTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  fetching,
  sortOrder,
  onSortToggle,
}: CompanyListTableProps<Row>) {
  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {fetching && !loading ? (
        <LinearProgress aria-label="Loading" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      ) : null}
      <TableContainer>
        <Table aria-label={label} aria-busy={loading || fetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  sx={{ width: column.width, fontWeight: 600 }}
                  sortDirection={column.sortable ? (sortOrder === 0 ? 'asc' : 'desc') : false}
                >
                  {column.sortable ? (
                    <TableSortLabel active direction={sortOrder === 0 ? 'asc' : 'desc'} onClick={onSortToggle}>
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={`skeleton-${index}`}>
                    {columns.map((column) => (
                      <TableCell key={column.key}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : (rows ?? []).map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((column) =>
                      column.sortable ? (
                        <TableCell key={column.key} component="th" scope="row">
                          {column.render(row)}
                        </TableCell>
                      ) : (
                        <TableCell key={column.key}>{column.render(row)}</TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && rows && rows.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_RESULTS}</Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The logo and name cell. */
export function NameCell({ logo, name }: { logo: ReactNode; name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {logo}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
    </Box>
  );
}
