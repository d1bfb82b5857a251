import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { RequestIntroButton } from '@/components/outreach/RequestIntroButton';
import { AddToSequenceButton } from '@/components/sequences/AddToSequenceButton';
import { usePendingSentRequests } from '@/components/sequences/usePendingSentRequests';
import type { IntroRequestItem } from '@/lib/api/outreach';
import { useSearchItemsQuery } from '../api';
import { CriteriaMet } from '@/components/fit/CriteriaMet';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The companies a past search matched, with their scores and words at that time (history is
 * history: a search recorded before the ranking rework keeps its shape, without the count of
 * criteria met). Each can be sent an intro request carrying the fit of that search; those the
 * member's pending intro requests went to can be selected and added to a follow-up sequence.
 */
export function MatchedCompanies({ searchHistoryId }: { searchHistoryId: number }) {
  const items = useSearchItemsQuery({ searchHistoryId });
  const pending = usePendingSentRequests();
  // One pending request per pair of companies (docs/outreach.md): the member's, by the company it went to.
  const pendingTo = useMemo(
    () => new Map<number, IntroRequestItem>(pending.mine.map((request) => [request.receiverCompany.companyId, request])),
    [pending.mine],
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const selectable = (items.data ?? []).filter((company) => pendingTo.has(company.companyId));
  const targets = selectable
    .filter((company) => selected.has(company.companyId))
    .map((company) => ({ introRequestId: pendingTo.get(company.companyId)!.introRequestId, companyName: company.companyName }));
  const toggle = (companyId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(companyId);
      else next.delete(companyId);
      return next;
    });
  if (items.isLoading) {
    return (
      <Box aria-label="Loading the companies">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="text" height={40} />
        ))}
      </Box>
    );
  }
  if (items.isError || !items.data) {
    return <Alert severity="error">We couldn't load the companies of this search. Please try again.</Alert>;
  }
  if (items.data.length === 0) {
    return <Typography color="text.secondary">This search matched no companies.</Typography>;
  }
  return (
    <>
      {selectable.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {selectable.length === 1
              ? '1 company has your intro request waiting for an answer: select it to follow it up.'
              : `${selectable.length} companies have your intro request waiting for an answer: select those to follow up.`}
          </Typography>
          <AddToSequenceButton targets={targets} onEnrolled={() => setSelected(new Set())} />
        </Box>
      ) : null}
      <Table size="small" aria-label="Matched companies">
        <TableHead>
          <TableRow>
            {selectable.length > 0 ? (
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Select
                </Box>
              </TableCell>
            ) : null}
            <TableCell sx={{ width: 48, fontWeight: 600 }}>#</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Company</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Partner fit score</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Why</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.data.map((company) => (
            <TableRow key={company.companyId}>
              {selectable.length > 0 ? (
                <TableCell padding="checkbox">
                  {pendingTo.has(company.companyId) ? (
                    <Checkbox
                      checked={selected.has(company.companyId)}
                      onChange={(event) => toggle(company.companyId, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Select ${company.companyName} (intro request pending) to follow up` } }}
                    />
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell>{company.rank}</TableCell>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <CompanyLogo name={company.companyName} logoUrl={company.companyLogoUrl} size={28} />
                  <Link component={RouterLink} to={paths.companyDetails(company.companyId)}>
                    {company.companyName}
                  </Link>
                </Box>
              </TableCell>
              <TableCell>
                <Chip size="small" label={`${company.companyScore.matchScore}%`} sx={{ fontWeight: 700 }} />
                <CriteriaMet score={company.companyScore} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" color="text.secondary">
                  {company.companyScore.summary}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <RequestIntroButton
                  company={{ companyId: company.companyId, name: company.companyName, logoUrl: company.companyLogoUrl }}
                  searchHistoryId={searchHistoryId}
                  fit={company.companyScore}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
