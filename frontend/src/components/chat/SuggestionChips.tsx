import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface SuggestionGroup {
  label: string;
  names: string[];
}

/** Chips shown before a group is expanded. */
const COLLAPSED_COUNT = 8;

function Group({ group, onPick, disabled }: { group: SuggestionGroup; onPick: (name: string) => void; disabled?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const names = expanded ? group.names : group.names.slice(0, COLLAPSED_COUNT);
  if (group.names.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography id={headingId} variant="caption" color="text.secondary" sx={{ minWidth: 110, fontWeight: 500 }}>
        {group.label}
      </Typography>
      {names.map((name) => (
        <Chip key={name} label={name} size="small" variant="outlined" onClick={() => onPick(name)} disabled={disabled} />
      ))}
      {group.names.length > COLLAPSED_COUNT ? (
        <Button size="small" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? 'Show fewer' : `Show all ${group.names.length}`}
        </Button>
      ) : null}
    </Box>
  );
}

/** Suggestion chips under the prompt: a chip adds its name to the message. */
export function SuggestionChips({
  groups,
  onPick,
  disabled,
}: {
  groups: SuggestionGroup[];
  onPick: (name: string) => void;
  disabled?: boolean;
}) {
  return (
    <Box
      aria-label="Suggestions"
      role="region"
      // Expanded groups (40 industries) must not squeeze the conversation out of the panel: past
      // this height the chips scroll.
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexShrink: 0, maxHeight: { xs: 112, md: 168 }, overflowY: 'auto' }}
    >
      {groups.map((group) => (
        <Group key={group.label} group={group} onPick={onPick} disabled={disabled} />
      ))}
    </Box>
  );
}
