import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AGNOSTIC_LABEL, GLOBAL_LABEL, MAX_BADGES } from '@/components/company/CompanyCard';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import type { ChatCompany } from '@/lib/assistants/chatState';
import { paths } from '@/lib/paths';

/** Up to 2 chips of a kind, then an ellipsis naming the rest (spec section 9). */
function TargetChips({ label, names, all }: { label: string; names: string[]; all?: string }) {
  const shown = all ? [all] : names.slice(0, MAX_BADGES);
  const rest = all ? [] : names.slice(MAX_BADGES);
  if (shown.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
      {shown.map((name) => (
        <li key={name}>
          <Chip size="small" label={name} variant="outlined" />
        </li>
      ))}
      {rest.length > 0 ? (
        <li>
          <Tooltip title={rest.join(', ')}>
            <Chip size="small" label="…" variant="outlined" aria-label={`and ${rest.join(', ')}`} tabIndex={0} />
          </Tooltip>
        </li>
      ) : null}
    </Box>
  );
}

/** A company of a Companies answer: its Partner Fit Score, name (to its page), description and targets. */
export function ChatCompanyCard({ company }: { company: ChatCompany }) {
  return (
    <Card component="article" aria-label={company.name} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={40} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
              <Link href={paths.companyDetails(company.companyId)}>{company.name}</Link>
            </Typography>
          </Box>
          <Chip
            color="primary"
            label={`${Math.round(company.score)}%`}
            aria-label={`Partner Fit Score ${Math.round(company.score)}%`}
            sx={{ fontWeight: 700 }}
          />
        </Box>
        {company.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {company.description}
          </Typography>
        ) : null}
        {company.summary ? <Typography variant="caption">{company.summary}</Typography> : null}
        <TargetChips
          label="Target industries"
          names={company.targetIndustries}
          all={company.isIndustryAgnostic ? AGNOSTIC_LABEL : undefined}
        />
        <TargetChips label="Regions" names={company.geoRegions} all={company.isGeoGlobal ? GLOBAL_LABEL : undefined} />
        <TargetChips label="Market segments" names={company.marketSegments} />
      </CardContent>
    </Card>
  );
}
