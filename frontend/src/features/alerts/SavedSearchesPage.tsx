import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { renameSchema } from '@/components/saved-searches/schema';
import {
  FREQUENCIES,
  frequencyLabel,
  OPEN_SPENDS_CREDITS,
  SAVED_SEARCH_LIMITS,
  useSavedSearchDeleteMutation,
  useSavedSearchesQuery,
  useSavedSearchUpdateMutation,
  type AlertFrequency,
  type SavedSearch,
} from '@/lib/api/alerts';
import { apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { countOf, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/toast';

export const SAVED_SEARCHES_TITLE = 'Saved searches';
export const EMPTY_SAVED_SEARCHES =
  'No saved searches yet. Run a search in AI Partner Discovery, then choose Save this search: you are told when a newly approved company would enter its top results.';
const CREDITS_NOTE_ID = 'saved-searches-credits';

/** The criteria as chips: the names, or Agnostic / Global. */
function CriteriaChips({ search }: { search: SavedSearch }) {
  const { filters } = search;
  const chips: { key: string; label: string }[] = [];
  if (filters.isIndustryAgnostic) chips.push({ key: 'agnostic', label: 'Industry agnostic' });
  else filters.targertIndustries.forEach((item) => chips.push({ key: `i${item.id}`, label: item.name }));
  if (filters.isGeoGlobal) chips.push({ key: 'global', label: 'Global' });
  else filters.targetGeoRegions.forEach((item) => chips.push({ key: `g${item.id}`, label: item.name }));
  filters.targetMarketSegments.forEach((item) => chips.push({ key: `s${item.id}`, label: item.name }));
  return (
    <Box component="ul" aria-label="Criteria" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip size="small" label={chip.label} />
        </li>
      ))}
    </Box>
  );
}

/** "Top 10 watched · 3 companies alerted, the last on 26 Nov 2026 · 2 waiting for the digest" */
function alertWords(search: SavedSearch): string {
  const parts = [`Top ${search.topN} watched`];
  parts.push(
    search.alertsCount > 0
      ? `${countOf(search.alertsCount, 'company', { plural: 'companies' })} alerted${search.lastAlertAt ? `, the last on ${formatDate(search.lastAlertAt)}` : ''}`
      : 'no alerts yet',
  );
  if (search.pendingCount > 0) parts.push(`${search.pendingCount} waiting for the next digest`);
  return parts.join(' · ');
}

function RenameDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const titleId = useId();
  const [update] = useSavedSearchUpdateMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<{ name: string }>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name: search?.name ?? '' },
  });
  useEffect(() => {
    reset({ name: search?.name ?? '' });
    setProblem(null);
  }, [search, reset]);
  if (!search) return null;

  const onSubmit = handleSubmit(async ({ name }) => {
    setProblem(null);
    try {
      await update({ savedSearchId: search.savedSearchId, patchedSavedSearchInputRequest: { name: name.trim() } }).unwrap();
      onClose();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, ['name']);
      if (mapped.fields.length === 0 || mapped.other.length > 0)
        setProblem(apiErrorTitle(error) ?? "We couldn't rename it. Please try again.");
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>Rename “{search.name}”</DialogTitle>
        <DialogContent>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Name"
                autoFocus
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_LIMITS.nameMax } }}
                sx={{ mt: 1 }}
              />
            )}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function SavedSearchCard({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [update, updating] = useSavedSearchUpdateMutation();
  const headingId = `saved-search-${search.savedSearchId}`;

  const change = async (patch: { frequency?: AlertFrequency; emailAlerts?: boolean }, done: string) => {
    try {
      await update({ savedSearchId: search.savedSearchId, patchedSavedSearchInputRequest: patch }).unwrap();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      const fields = Object.values((error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {}).flat();
      enqueueSnackbar([apiErrorTitle(error) ?? "We couldn't change it. Please try again.", ...fields].join(' '), {
        variant: 'error',
      });
    }
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <Tooltip title="Rename">
            <IconButton size="small" aria-label={`Rename ${search.name}`} onClick={onRename}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${search.name}`} onClick={onDelete}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <CriteriaChips search={search} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {alertWords(search)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <TextField
            select
            size="small"
            label="Alerts"
            value={String(search.frequency)}
            disabled={updating.isLoading}
            onChange={(event) => {
              const frequency = Number(event.target.value) as AlertFrequency;
              void change(
                { frequency },
                frequency === 0 ? `No more alerts for “${search.name}”.` : `${frequencyLabel(frequency)} alerts for “${search.name}”.`,
              );
            }}
            helperText={
              search.pendingCount > 0 && search.frequency >= 2 ? 'Off or Instant drops those waiting for the digest.' : undefined
            }
            sx={{ minWidth: 160 }}
          >
            {FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency.value} value={String(frequency.value)}>
                {frequency.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={search.emailAlerts}
                disabled={updating.isLoading || search.frequency === 0}
                onChange={(event) =>
                  void change(
                    { emailAlerts: event.target.checked },
                    event.target.checked ? `Alerts for “${search.name}” come by e-mail too.` : `No more alert e-mails for “${search.name}”.`,
                  )
                }
              />
            }
            label="By e-mail too"
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<TravelExploreOutlinedIcon />}
          component={RouterLink}
          to={`${paths.companies}?savedSearchId=${search.savedSearchId}`}
          aria-describedby={CREDITS_NOTE_ID}
        >
          Open in discovery
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * /saved-searches (issue 24, item 3; a digest's link): the member's saved discovery searches,
 * each with its criteria, what its alerts found, the alert frequency (changed in place), the
 * e-mail switch, Rename, Delete, and "Open in discovery", which fills the criteria in: running
 * them there is a search and spends credits, which the page says before the click.
 */
export function SavedSearchesPage() {
  const { enqueueSnackbar } = useSnackbar();
  const list = useSavedSearchesQuery({ pageNumber: 1, pageSize: 50 });
  const [remove] = useSavedSearchDeleteMutation();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const destroy = async () => {
    if (!deleting) return;
    const search = deleting;
    setDeleting(null);
    try {
      await remove({ savedSearchId: search.savedSearchId }).unwrap();
      enqueueSnackbar(`“${search.name}” is deleted.`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? "We couldn't delete it. Please try again.", { variant: 'error' });
    }
  };

  let body;
  if (list.isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading your saved searches">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  } else if (list.isError || !list.data) {
    body = <LoadError message="We couldn't load your saved searches. Please try again." onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640, mx: 'auto' }}>
          {EMPTY_SAVED_SEARCHES}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.companies}>
          Find partners
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Alert severity="info" variant="outlined" id={CREDITS_NOTE_ID} sx={{ mb: 2 }}>
          {OPEN_SPENDS_CREDITS}
        </Alert>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {list.data.data.map((search) => (
            <SavedSearchCard
              key={search.savedSearchId}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {countOf(list.data.totalCount, 'saved search', { plural: 'saved searches' })}.
        </Typography>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={SAVED_SEARCHES_TITLE}
        subtitle="Discovery searches you keep, with alerts when a newly approved company would enter their top results."
      />
      {body}
      <RenameDialog search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete “${deleting.name}”?` : ''}
        message="Its alerts stop. Your past searches stay in your Partner Pipeline."
        confirmLabel="Delete"
        onConfirm={() => void destroy()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
