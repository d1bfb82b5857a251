import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { RequestIntroButton } from '@/components/outreach/RequestIntroButton';
import { htmlToPreviewText } from '@/lib/sanitize';
import type { ScoredCompany } from '../api';
import { CriteriaMet } from '@/components/fit/CriteriaMet';
import { ScoreBreakdown } from '@/components/fit/ScoreBreakdown';

/** The first 2 badges, then an ellipsis (spec section 9), or the whole-market word. */
export function Badges({ items, whole, wholeLabel }: { items: string[]; whole: boolean; wholeLabel: string }) {
  if (whole) return <Chip size="small" color="primary" variant="outlined" label={wholeLabel} />;
  if (items.length === 0) return <>—</>;
  const shown = items.slice(0, 2);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minWidth: 0 }}>
      {shown.map((item) => (
        // A long name shortens with an ellipsis inside a narrow column; the title keeps it whole.
        <Chip key={item} size="small" label={item} title={item} sx={{ maxWidth: '100%' }} />
      ))}
      {items.length > 2 ? (
        <Tooltip title={items.join(', ')}>
          <Chip size="small" variant="outlined" label="…" aria-label={`and ${items.length - 2} more: ${items.slice(2).join(', ')}`} />
        </Tooltip>
      ) : null}
    </Box>
  );
}

function scoreColor(score: number): 'success' | 'warning' | 'default' {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'default';
}

function ScoreChip({ company }: { company: ScoredCompany }) {
  const score = company.companyScore.matchScore;
  return (
    <Chip label={`${score}%`} color={scoreColor(score)} aria-label={`Partner fit score ${score}%`} sx={{ fontWeight: 700 }} />
  );
}

interface ActionsProps {
  company: ScoredCompany;
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  onOpenDetails: () => void;
}

function WhyButton({ company, expanded, panelId, onToggle }: Omit<ActionsProps, 'onOpenDetails'>) {
  return (
    <Button
      size="small"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={panelId}
      endIcon={expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
      aria-label={`Why ${company.companyScore.matchScore}% for ${company.companyName}`}
    >
      Why
    </Button>
  );
}

function DetailsButton({ company, onOpenDetails }: Pick<ActionsProps, 'company' | 'onOpenDetails'>) {
  return (
    <Button
      size="small"
      variant="outlined"
      component={RouterLink}
      to={paths.companyDetails(company.companyId)}
      onClick={onOpenDetails}
      aria-label={`View Details of ${company.companyName}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      View Details
    </Button>
  );
}

interface BreakdownProps {
  company: ScoredCompany;
  expanded: boolean;
  panelId: string;
  heading: 'h3' | 'h4';
}

function Breakdown({ company, expanded, panelId, heading }: BreakdownProps) {
  return (
    <Collapse in={expanded} unmountOnExit>
      <Box id={panelId} role="region" aria-label={`Score breakdown of ${company.companyName}`}>
        <ScoreBreakdown score={company.companyScore} companyName={company.companyName} heading={heading} />
      </Box>
    </Collapse>
  );
}

/** A short line of what the company targets: industries, regions, segments. */
export function targetsLine(company: ScoredCompany): string {
  const few = (items: string[]) => (items.length > 2 ? `${items.slice(0, 2).join(', ')} +${items.length - 2}` : items.join(', '));
  return [
    company.isIndustryAgnostic ? 'Industry Agnostic' : few(company.targertIndustries),
    company.isGeoGlobal ? 'Global' : few(company.geoRegions),
    few(company.marketSegments),
  ]
    .filter(Boolean)
    .join(' · ');
}

interface ResultsProps {
  results: ScoredCompany[];
  onOpenDetails: () => void;
  /** The search these results come from: an intro request from a row carries its fit. */
  searchHistoryId?: number | null;
}

function IntroButton({ company, searchHistoryId }: { company: ScoredCompany; searchHistoryId?: number | null }) {
  return (
    <RequestIntroButton
      company={{ companyId: company.companyId, name: company.companyName, logoUrl: company.companyLogoUrl }}
      searchHistoryId={searchHistoryId}
      fit={company.companyScore}
    />
  );
}

/** Read by screen readers, not shown (sx would read a bare 1 as 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/*
 * Column widths of the table (a fixed layout, so it never grows past its box): from the
 * narrowest box it is shown in (1200 px window, sidebar open: 872 px) to a wide one. The
 * description takes what the others leave. Logo and actions in pixels, their padding included.
 */
const COLUMN_WIDTHS = {
  logo: 60,
  name: '16%',
  industries: '15%',
  regions: '14%',
  score: '12%',
  actions: 140,
} as const;

function ResultsGrid({ results, onOpenDetails, searchHistoryId }: ResultsProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table
          aria-label="Matched partners"
          sx={{
            tableLayout: 'fixed',
            // The breakdown's row (one cell across) keeps its own padding.
            '& .MuiTableCell-root:not([colspan])': { px: 1 },
            '& .MuiTableCell-root:not([colspan]):first-of-type': { pl: 2 },
            '& .MuiTableCell-root:not([colspan]):last-of-type': { pr: 2 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: COLUMN_WIDTHS.logo, fontWeight: 600 }}>Logo</TableCell>
              <TableCell sx={{ width: COLUMN_WIDTHS.name, fontWeight: 600 }}>Name</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Description</TableCell>
              <TableCell sx={{ width: COLUMN_WIDTHS.industries, fontWeight: 600 }}>Target industry</TableCell>
              <TableCell sx={{ width: COLUMN_WIDTHS.regions, fontWeight: 600 }}>Geo regions</TableCell>
              <TableCell sx={{ width: COLUMN_WIDTHS.score, fontWeight: 600 }}>Partner fit score</TableCell>
              <TableCell sx={{ width: COLUMN_WIDTHS.actions }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((company) => {
              const expanded = open === company.companyId;
              const description = htmlToPreviewText(company.description);
              const panelId = `breakdown-${company.companyId}`;
              return (
                <Fragment key={company.companyId}>
                  <TableRow hover sx={{ '& > td, & > th': { borderBottom: expanded ? 'none' : undefined } }}>
                    <TableCell>
                      <CompanyLogo name={company.companyName} logoUrl={company.companyLogoUrl} size={36} />
                    </TableCell>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {company.companyName}
                    </TableCell>
                    <TableCell>
                      <Tooltip title={description} placement="bottom-start">
                        <Typography
                          variant="body2"
                          tabIndex={0}
                          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                        >
                          {description}
                        </Typography>
                      </Tooltip>
                    </TableCell>
                    <TableCell>
                      <Badges items={company.targertIndustries} whole={company.isIndustryAgnostic} wholeLabel="Agnostic" />
                    </TableCell>
                    <TableCell>
                      <Badges items={company.geoRegions} whole={company.isGeoGlobal} wholeLabel="Global" />
                    </TableCell>
                    <TableCell>
                      <ScoreChip company={company} />
                      <Box sx={{ mt: 0.5 }}>
                        <CriteriaMet score={company.companyScore} />
                      </Box>
                    </TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5 }}>
                        <WhyButton
                          company={company}
                          expanded={expanded}
                          panelId={panelId}
                          onToggle={() => setOpen(expanded ? null : company.companyId)}
                        />
                        <DetailsButton company={company} onOpenDetails={onOpenDetails} />
                        <IntroButton company={company} searchHistoryId={searchHistoryId} />
                      </Box>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={7} sx={{ p: 0 }}>
                      <Breakdown company={company} expanded={expanded} panelId={panelId} heading="h3" />
                    </TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** On a narrow screen: one card per company, the score and View Details always in view. */
function ResultCards({ results, onOpenDetails, searchHistoryId }: ResultsProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box component="ul" aria-label="Matched partners" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {results.map((company) => {
        const expanded = open === company.companyId;
        const panelId = `breakdown-${company.companyId}`;
        const targets = targetsLine(company);
        return (
          <Paper component="li" variant="outlined" key={company.companyId} aria-label={company.companyName} sx={{ minWidth: 0 }}>
            <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', columnGap: 1.5, alignItems: 'center' }}>
              <CompanyLogo name={company.companyName} logoUrl={company.companyLogoUrl} size={40} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                  {company.companyName}
                </Typography>
                <CriteriaMet score={company.companyScore} />
              </Box>
              <ScoreChip company={company} />
              {targets ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ gridColumn: '1 / -1', mt: 1, overflowWrap: 'anywhere' }}
                >
                  {targets}
                </Typography>
              ) : null}
              <Box sx={{ gridColumn: '1 / -1', mt: 1.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
                <WhyButton
                  company={company}
                  expanded={expanded}
                  panelId={panelId}
                  onToggle={() => setOpen(expanded ? null : company.companyId)}
                />
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <IntroButton company={company} searchHistoryId={searchHistoryId} />
                  <DetailsButton company={company} onOpenDetails={onOpenDetails} />
                </Box>
              </Box>
            </Box>
            <Breakdown company={company} expanded={expanded} panelId={panelId} heading="h4" />
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * The ranked partners (spec section 2), each with its breakdown one click away: a table in a
 * wide window, a card list below the `lg` breakpoint (the content box is at most 872 px there
 * with the sidebar open, 456 px at 768: too narrow for seven columns).
 */
export function ResultsTable(props: ResultsProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  return narrow ? <ResultCards {...props} /> : <ResultsGrid {...props} />;
}
