import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  FREQUENCIES,
  frequencyLabel,
  SAVED_SEARCH_LIMITS,
  useSavedSearchCreateMutation,
  useSavedSearchFromHistoryMutation,
  type AlertFrequency,
  type SavedSearchCriteria,
} from '@/lib/api/alerts';
import { apiErrorCode, apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/toast';
import { savedSearchSchema, type SavedSearchValues } from './schema';

/** What is saved: the criteria of the search just run, or a pipeline row (its past search). */
export type SaveSource =
  | { kind: 'criteria'; criteria: SavedSearchCriteria; suggestedName: string }
  | { kind: 'history'; searchHistoryId: number; suggestedName: string };

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  source: SaveSource;
  /** The number of results the search showed (the top N to watch by default, at most 50). */
  topN: number;
}

const FIX_LINKS: Record<string, { to: string; label: string }> = {
  noCompany: { to: paths.myCompany, label: 'Go to My Company' },
  noCompanyNoSubscription: { to: paths.myCompany, label: 'Go to My Company' },
  noSubscription: { to: paths.pricing, label: 'See the plans' },
  savedSearchLimit: { to: paths.savedSearches, label: 'Your saved searches' },
};

function clampTopN(value: number): number {
  return Math.min(SAVED_SEARCH_LIMITS.topNMax, Math.max(SAVED_SEARCH_LIMITS.topNMin, Math.round(value) || 10));
}

/**
 * "Save this search" (issue 24, item 3): a name, how often to be alerted of new matches (Off,
 * Instant, Daily, Weekly; Daily by default), how many top results to watch, and e-mails on or
 * off. From /companies it saves the criteria just searched (`POST /api/saved-searches`), from a
 * pipeline row its past search (`POST /api/saved-searches/from-history/{id}`). Saving spends
 * no credits. The API's messages go onto the fields; a refusal says what fixes it.
 */
export function SaveSearchDialog({ open, onClose, source, topN }: SaveSearchDialogProps) {
  const titleId = useId();
  const frequencyId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useSavedSearchCreateMutation();
  const [fromHistory] = useSavedSearchFromHistoryMutation();
  const [problem, setProblem] = useState<{ title: string; details: string[]; link?: { to: string; label: string } } | null>(null);
  const defaults: SavedSearchValues = {
    name: source.suggestedName.slice(0, SAVED_SEARCH_LIMITS.nameMax),
    frequency: '2',
    topN: String(clampTopN(topN)),
    emailAlerts: true,
  };
  const { control, handleSubmit, setError, reset, formState } = useForm<SavedSearchValues>({
    resolver: zodResolver(savedSearchSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    if (!open) return;
    reset(defaults);
    setProblem(null);
    // Each opening starts from what the search was.
  }, [open]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const settings = {
      name: values.name.trim(),
      frequency: Number(values.frequency) as AlertFrequency,
      topN: Number(values.topN),
      emailAlerts: values.emailAlerts,
    };
    try {
      const saved =
        source.kind === 'criteria'
          ? await create({ savedSearchInputRequest: { ...source.criteria, ...settings } }).unwrap()
          : await fromHistory({ searchHistoryId: source.searchHistoryId, fromHistoryInputRequest: settings }).unwrap();
      enqueueSnackbar(
        saved.frequency === 0
          ? `“${saved.name}” is saved, without alerts.`
          : `“${saved.name}” is saved: ${frequencyLabel(saved.frequency).toLowerCase()} alerts when a new company would enter its top ${saved.topN}.`,
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, ['name', 'topN', 'frequency', 'emailAlerts']);
      if (mapped.fields.length > 0 && mapped.other.length === 0) return;
      const code = apiErrorCode(error);
      setProblem({
        title: apiErrorTitle(error) ?? "We couldn't save this search. Please try again.",
        details: mapped.other,
        link: code ? FIX_LINKS[code] : undefined,
      });
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Save this search</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Name"
                  required
                  autoFocus
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_LIMITS.nameMax } }}
                />
              )}
            />
            <Controller
              name="frequency"
              control={control}
              render={({ field }) => (
                <FormControl>
                  <FormLabel id={frequencyId}>Alerts on new matches</FormLabel>
                  <RadioGroup aria-labelledby={frequencyId} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                    {FREQUENCIES.map((frequency) => (
                      <FormControlLabel
                        key={frequency.value}
                        value={String(frequency.value)}
                        control={<Radio />}
                        label={
                          <span>
                            {frequency.label}
                            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
                              {' '}
                              — {frequency.hint}
                            </Box>
                          </span>
                        }
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Controller
              name="topN"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Top results to watch"
                  type="number"
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ??
                    'You are alerted when a newly approved company would rank among these (1 to 50).'
                  }
                  slotProps={{ htmlInput: { min: 1, max: 50, step: 1, inputMode: 'numeric' } }}
                  sx={{ maxWidth: 320 }}
                />
              )}
            />
            <Controller
              name="emailAlerts"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="Alerts by e-mail too"
                />
              )}
            />
            <Alert severity="info" variant="outlined">
              Saving and alerts use no search credits. Opening an alert's results in discovery is a search, paid as
              any search.
            </Alert>
            {problem ? (
              <Alert severity="error" role="alert">
                <AlertTitle>{problem.title}</AlertTitle>
                {problem.details.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {problem.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </Box>
                ) : null}
                {problem.link ? (
                  <Link component={RouterLink} to={problem.link.to} onClick={onClose}>
                    {problem.link.label}
                  </Link>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save search
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
