import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';

export type InboxFilterValue = 'all' | 'pending' | 'unread' | 'closed';

const LABELS: Record<InboxFilterValue, string> = { all: 'All', pending: 'Pending', unread: 'Unread', closed: 'Closed' };

/** The list's filter, kept in the address (`?filter=unread`) so it survives Back and a reload. */
export function useInboxFilter(allowed: readonly InboxFilterValue[]): [InboxFilterValue, (value: InboxFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') as InboxFilterValue | null;
  const value = raw && allowed.includes(raw) ? raw : 'all';
  const set = (next: InboxFilterValue) => {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('filter');
    else updated.set('filter', next);
    setParams(updated, { replace: true });
  };
  return [value, set];
}

/** All / Pending / Unread / Closed (conversations: All / Unread / Closed), one at a time. */
export function InboxFilter({
  value,
  options,
  onChange,
}: {
  value: InboxFilterValue;
  options: readonly InboxFilterValue[];
  onChange: (value: InboxFilterValue) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Filter"
      onChange={(_event, next: InboxFilterValue | null) => {
        if (next) onChange(next);
      }}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option} sx={{ px: 2 }}>
          {LABELS[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
