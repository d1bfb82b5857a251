import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { usePricingPlansRetrieveQuery } from '@/lib/api/generated/billing';
import { countOf, formatDate } from '@/lib/format';
import { fullName, type AdminUser } from './api';

/** The longest grant the server takes (docs/api.md: `days` 1 to 3660). */
export const MAX_GRANT_DAYS = 3660;
const DAY_MS = 86_400_000;

/** A local calendar date as `YYYY-MM-DD` (the value of a date input). */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Whole days from `today` to the end date (`YYYY-MM-DD`), or null when it is not a date. */
export function daysUntil(endDate: string, today: Date = new Date()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return null;
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const start = Date.parse(`${isoDate(today)}T00:00:00Z`);
  if (Number.isNaN(end)) return null;
  return Math.round((end - start) / DAY_MS);
}

export interface PlanGrant {
  pricingPlanId: number;
  planName: string;
  days: number;
  endDate: string;
}

interface GrantPlanDialogProps {
  user: AdminUser | null;
  busy: boolean;
  /** The server's reason when the last grant was refused. */
  error: string | null;
  onGrant: (grant: PlanGrant) => void;
  onClose: () => void;
}

/**
 * Grant a paid plan for a period (the caller gives it a `key` per user, so each opening
 * starts afresh) (back-office "Grant a plan"): the plan and its end date;
 * the server takes the number of days from now and starts a fresh credit quota.
 */
export function GrantPlanDialog({ user, busy, error, onGrant, onClose }: GrantPlanDialogProps) {
  const open = user !== null;
  const titleId = useId();
  const plans = usePricingPlansRetrieveQuery(undefined, { skip: !open });
  const paidPlans = (plans.data?.data ?? []).filter((plan) => !plan.isFree);
  const today = new Date();
  const [planId, setPlanId] = useState<number | ''>('');
  const [endDate, setEndDate] = useState(() => isoDate(addDays(today, 30)));
  const [submitted, setSubmitted] = useState(false);

  const days = daysUntil(endDate, today);
  const planProblem = planId === '' ? 'Select a plan' : null;
  let dateProblem: string | null = null;
  if (days === null) dateProblem = 'Enter the end date';
  else if (days < 1) dateProblem = 'The end date must be after today';
  else if (days > MAX_GRANT_DAYS)
    dateProblem = `The end date can be at most ${MAX_GRANT_DAYS.toLocaleString('en-US')} days from today`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (planProblem || dateProblem || days === null || planId === '') return;
    const plan = paidPlans.find((candidate) => candidate.pricingPlanId === planId);
    onGrant({ pricingPlanId: planId, planName: plan?.name ?? 'The plan', days, endDate });
  };

  const current = user?.subscription;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Grant a plan</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText>
            {user ? fullName(user) : ''} gets the plan from today until the end date, with a fresh credit quota.{' '}
            {current
              ? `It replaces ${current.pricingPlanName} (until ${formatDate(current.endDate)}).`
              : 'The account is on the Free plan now.'}
          </DialogContentText>
          <Stack spacing={2.5} sx={{ mt: 2.5 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {plans.isError ? (
              <Alert severity="error">The plans could not be loaded. Close the dialog and try again.</Alert>
            ) : null}
            <TextField
              select
              label="Plan"
              value={planId}
              onChange={(event) => setPlanId(Number(event.target.value))}
              error={submitted && Boolean(planProblem)}
              helperText={submitted ? planProblem : ' '}
              disabled={busy || plans.isLoading}
              required
            >
              {paidPlans.map((plan) => (
                <MenuItem key={plan.pricingPlanId} value={plan.pricingPlanId}>
                  {plan.name} ({countOf(plan.tokensQuota, 'credit')})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label="End date"
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              error={submitted && Boolean(dateProblem)}
              helperText={
                submitted && dateProblem
                  ? dateProblem
                  : days !== null && days >= 1
                    ? `${countOf(days, 'day')} from today`
                    : ' '
              }
              disabled={busy}
              required
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: isoDate(addDays(today, 1)), max: isoDate(addDays(today, MAX_GRANT_DAYS)) },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Grant plan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
