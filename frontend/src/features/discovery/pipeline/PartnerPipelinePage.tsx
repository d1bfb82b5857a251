import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { SaveSearchButton } from '@/components/saved-searches/SaveSearchButton';
import { Pagination } from '@/components/Pagination';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { countOf, formatDate } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { usePaging } from '@/lib/usePaging';
import {
  gateCodeOf,
  useRerunSearchMutation,
  useSearchHistoryQuery,
  useSearchResultsCsvMutation,
  type GateCode,
  type SearchHistoryEntry,
} from '../api';
import { ActionRequiredDialog } from '../search/ActionRequiredDialog';
import { MatchedCompanies } from './MatchedCompanies';

export const PIPELINE_TITLE = 'Partner pipeline';
const COMPANIES = { plural: 'companies' };
export const EMPTY_PIPELINE = 'No searches yet. Run a partner search and every match lands here with its score.';
const HISTORY_PAGE_SIZE = 20;

function dateTime(value: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** The criteria of a past search as chips: the names, or Agnostic / Global. */
export function CriteriaChips({ entry }: { entry: SearchHistoryEntry }) {
  const { filters } = entry;
  const chips: { key: string; label: string }[] = [];
  if (filters.isIndustryAgnostic) chips.push({ key: 'agnostic', label: 'Industry agnostic' });
  else filters.targertIndustries.forEach((item) => chips.push({ key: `i${item.id}`, label: item.name }));
  if (filters.isGeoGlobal) chips.push({ key: 'global', label: 'Global' });
  else filters.targetGeoRegions.forEach((item) => chips.push({ key: `g${item.id}`, label: item.name }));
  filters.targetMarketSegments.forEach((item) => chips.push({ key: `s${item.id}`, label: item.name }));
  if (chips.length === 0) return <>—</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {chips.map((chip) => (
        <Chip key={chip.key} size="small" label={chip.label} />
      ))}
    </Box>
  );
}

function saveFile(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/**
 * /partner-pipeline (spec section 2): every discovery search, newest first; a row expands to
 * the companies it matched with their scores at that time; a search can run again (a new
 * search that spends credits) and its results download as CSV for a CRM.
 */
export function PartnerPipelinePage() {
  const { enqueueSnackbar } = useSnackbar();
  const paging = usePaging({ defaultPageSize: HISTORY_PAGE_SIZE });
  const history = useSearchHistoryQuery({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const [rerun, rerunState] = useRerunSearchMutation();
  const [downloadCsv] = useSearchResultsCsvMutation();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [asked, setAsked] = useState<SearchHistoryEntry | null>(null);
  const [gate, setGate] = useState<GateCode | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const runAgain = async () => {
    if (!asked) return;
    const entry = asked;
    setAsked(null);
    try {
      const found = await rerun({ searchHistoryId: entry.searchHistoryId, rerunInputRequest: {} }).unwrap();
      paging.setPageNumber(1);
      enqueueSnackbar(
        `Search run again: ${countOf(found.length, 'company', COMPANIES)} found.`,
        { variant: 'success' },
      );
    } catch (error) {
      const code = isApiError(error) ? gateCodeOf(error.data?.code) : null;
      if (code) {
        setGate(code);
        return;
      }
      const details = isApiError(error) ? Object.values(error.data?.errors ?? {}).flat().join(' ') : '';
      enqueueSnackbar([apiErrorTitle(error) ?? 'The search could not run again.', details].filter(Boolean).join(' '), {
        variant: 'error',
      });
    }
  };

  const download = async (entry: SearchHistoryEntry) => {
    setDownloading(entry.searchHistoryId);
    try {
      const file = await downloadCsv(entry.searchHistoryId).unwrap();
      saveFile(file.csv, file.filename);
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'The CSV could not be downloaded. Please try again.', { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const header = (
    <PageHeader
      title={PIPELINE_TITLE}
      subtitle="Your search history and the companies each search matched."
      actions={
        <Button component={RouterLink} to={paths.savedSearches} variant="outlined">
          Saved searches
        </Button>
      }
    />
  );

  if (history.isError && !history.data) {
    return (
      <>
        {header}
        <LoadError message="We couldn't load your searches. Please try again." onRetry={() => void history.refetch()} />
      </>
    );
  }

  const rows = history.data?.data;
  if (rows && rows.length === 0 && paging.pageNumber === 1) {
    return (
      <>
        {header}
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {EMPTY_PIPELINE}
          </Typography>
          <Button component={RouterLink} to={paths.companies} variant="contained">
            Find partners
          </Button>
        </Paper>
      </>
    );
  }

  return (
    <>
      {header}
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label="Search history">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }} />
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>Searched</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Criteria</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Matches</TableCell>
                <TableCell sx={{ width: 360 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {!rows
                ? Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      {Array.from({ length: 5 }, (__, cell) => (
                        <TableCell key={cell}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((entry) => {
                    const open = expanded === entry.searchHistoryId;
                    const when = dateTime(entry.searchDate);
                    const panelId = `search-${entry.searchHistoryId}`;
                    return (
                      <Fragment key={entry.searchHistoryId}>
                        <TableRow hover sx={{ '& > td, & > th': { borderBottom: open ? 'none' : undefined } }}>
                          <TableCell>
                            <IconButton
                              size="small"
                              aria-label={open ? `Hide the companies of the search of ${when}` : `Show the companies of the search of ${when}`}
                              aria-expanded={open}
                              aria-controls={panelId}
                              onClick={() => setExpanded(open ? null : entry.searchHistoryId)}
                            >
                              {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                            </IconButton>
                          </TableCell>
                          <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                            {when}
                            {entry.rerunOf ? (
                              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                Run again
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>
                            <CriteriaChips entry={entry} />
                          </TableCell>
                          <TableCell>
                            {countOf(entry.numberOfCompanies, 'company', COMPANIES)}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <Button
                              size="small"
                              startIcon={<ReplayIcon />}
                              onClick={() => setAsked(entry)}
                              disabled={rerunState.isLoading}
                              aria-label={`Run the search of ${when} again`}
                            >
                              Run again
                            </Button>
                            <SaveSearchButton
                              size="small"
                              variant="text"
                              label={`Save the search of ${when}, with alerts on new matches`}
                              source={{
                                kind: 'history',
                                searchHistoryId: entry.searchHistoryId,
                                suggestedName: `Search of ${formatDate(entry.searchDate)}`,
                              }}
                              topN={entry.numberOfCompanies || entry.numberToShow}
                            />
                            <Button
                              size="small"
                              startIcon={<DownloadIcon />}
                              onClick={() => void download(entry)}
                              loading={downloading === entry.searchHistoryId}
                              disabled={entry.numberOfCompanies === 0}
                              aria-label={`Download the results of the search of ${when} as CSV`}
                              sx={{ ml: 1 }}
                            >
                              CSV
                            </Button>
                          </TableCell>
                        </TableRow>
                        <TableRow>
                          <TableCell colSpan={5} sx={{ p: 0 }}>
                            <Collapse in={open} unmountOnExit>
                              <Box id={panelId} role="region" aria-label={`Companies matched on ${when}`} sx={{ p: 2 }}>
                                <MatchedCompanies searchHistoryId={entry.searchHistoryId} />
                              </Box>
                            </Collapse>
                          </TableCell>
                        </TableRow>
                      </Fragment>
                    );
                  })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Pagination
        label="Search history pages"
        page={paging.pageNumber}
        pageSize={paging.pageSize}
        totalCount={history.data?.totalCount ?? 0}
        onPageChange={paging.setPageNumber}
        onPageSizeChange={paging.setPageSize}
        disabled={history.isFetching}
      />
      <ConfirmDialog
        open={asked !== null}
        title="Run this search again?"
        message={
          asked
            ? `It is a new search with the same criteria: it shows up to ${countOf(asked.numberToShow, 'company', COMPANIES)} with today's scores and uses one search credit for each company shown.`
            : ''
        }
        confirmLabel="Run again"
        onConfirm={() => void runAgain()}
        onClose={() => setAsked(null)}
      />
      <ActionRequiredDialog code={gate} onClose={() => setGate(null)} />
    </>
  );
}
