import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ChatData } from '@/lib/assistants/chatState';
import { ChatCompanyCard } from './ChatCompanyCard';

const LIST_LABELS = { GeoRegions: 'Regions', Industries: 'Industries', MarketSegments: 'Market segments' } as const;

/**
 * The data of an answer (spec section 3): companies as cards, regions, industries and
 * segments as chips; with `onPickName`, a chip adds its name to the prompt.
 */
export function ChatDataMessage({ data, onPickName }: { data: ChatData; onPickName?: (name: string) => void }) {
  if (data.dataType === 'Companies') {
    if (data.data.length === 0) return null;
    return (
      <Box
        component="section"
        aria-label="Companies found"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}
      >
        {data.data.map((company) => (
          <ChatCompanyCard key={company.companyId} company={company} />
        ))}
      </Box>
    );
  }
  const label = LIST_LABELS[data.dataType];
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {onPickName ? ': choose one to add it to your message' : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {data.data.map((item) =>
          onPickName ? (
            <Chip key={item.name} label={item.name} variant="outlined" onClick={() => onPickName(item.name)} />
          ) : (
            <Chip key={item.name} label={item.name} variant="outlined" />
          ),
        )}
      </Box>
    </Box>
  );
}
