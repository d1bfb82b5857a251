import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { htmlToPreviewText } from '@/lib/sanitize';
import type { ScoredCompany } from '../api';
import { ScoreBreakdown } from './ScoreBreakdown';

/** The first 2 badges, then an ellipsis (spec section 9), or the whole-market word. */
export function Badges({ items, whole, wholeLabel }: { items: string[]; whole: boolean; wholeLabel: string }) {
  if (whole) return <Chip size="small" color="primary" variant="outlined" label={wholeLabel} />;
  if (items.length === 0) return <>—</>;
  const shown = items.slice(0, 2);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {shown.map((item) => (
        <Chip key={item} size="small" label={item} />
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

interface ResultsTableProps {
  results: ScoredCompany[];
  onOpenDetails: () => void;
}

/** The ranked partners (spec section 2), each with its breakdown one click away. */
export function ResultsTable({ results, onOpenDetails }: ResultsTableProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Matched partners">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64, fontWeight: 600 }}>Logo</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
              <TableCell sx={{ width: 260, minWidth: 200, maxWidth: 300, fontWeight: 600 }}>Description</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Target industry</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Geo regions</TableCell>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>Partner fit score</TableCell>
              <TableCell sx={{ width: 220 }} />
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
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {company.companyName}
                    </TableCell>
                    <TableCell sx={{ width: 260, minWidth: 200, maxWidth: 300 }}>
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
                      <Chip
                        label={`${company.companyScore.matchScore}%`}
                        color={scoreColor(company.companyScore.matchScore)}
                        aria-label={`Partner fit score ${company.companyScore.matchScore}%`}
                        sx={{ fontWeight: 700 }}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() => setOpen(expanded ? null : company.companyId)}
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        endIcon={expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        aria-label={`Why ${company.companyScore.matchScore}% for ${company.companyName}`}
                      >
                        Why
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        component={RouterLink}
                        to={paths.companyDetails(company.companyId)}
                        onClick={onOpenDetails}
                        aria-label={`View Details of ${company.companyName}`}
                        sx={{ ml: 1 }}
                      >
                        View Details
                      </Button>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={7} sx={{ p: 0 }}>
                      <Collapse in={expanded} unmountOnExit>
                        <Box id={panelId} role="region" aria-label={`Score breakdown of ${company.companyName}`}>
                          <ScoreBreakdown score={company.companyScore} companyName={company.companyName} />
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
  );
}
