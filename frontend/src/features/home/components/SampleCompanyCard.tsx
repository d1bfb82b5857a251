import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SampleCompany } from '../sampleCompanies';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** Company card look-alike for the teaser (the real card comes with the hub and discovery). */
export function SampleCompanyCard({ company }: { company: SampleCompany }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main', fontWeight: 700 }}>
            {initials(company.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {company.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {company.partnerType}
            </Typography>
          </Box>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {company.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {company.industries.slice(0, 2).map((industry) => (
            <Chip key={industry} label={industry} size="small" />
          ))}
          {company.regions.slice(0, 2).map((region) => (
            <Chip key={region} label={region} size="small" variant="outlined" />
          ))}
          {company.regions.length > 2 ? <Chip label="..." size="small" variant="outlined" /> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
