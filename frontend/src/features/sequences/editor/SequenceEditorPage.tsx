import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { apiErrorCode, apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { useIntroRequestsQuery } from '@/lib/api/outreach';
import {
  SEQUENCE_LIMITS,
  usePlaceholdersQuery,
  useSequenceCreateMutation,
  useSequenceQuery,
  useSequenceUpdateMutation,
  type Placeholder,
  type SequenceDetail,
} from '@/lib/api/sequences';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';
import { useSnackbar } from '@/lib/toast';
import { PlaceholderMenu } from './PlaceholderMenu';
import { NEW_STEP, sequenceBody, sequenceSchema, type SequenceValues } from './schema';
import { StepPreview, type PreviewTarget } from './StepPreview';

export const STEPS_MAX_HINT = 'Up to 3 follow-ups: one lifts replies the most, four or more mostly bring unsubscribes.';

const FIX_LINKS: Record<string, { to: string; label: string }> = {
  noCompany: { to: paths.myCompany, label: 'Go to My Company' },
  noSubscription: { to: paths.pricing, label: 'See the plans' },
};

/** The member's sent intro requests, to preview a step with a real company's values. */
function usePreviewTargets(): { targets: PreviewTarget[]; isLoading: boolean } {
  const user = useCurrentUser();
  const sent = useIntroRequestsQuery({ box: 'sent', pageNumber: 1, pageSize: 20 }, { skip: !user?.company });
  const targets = useMemo(() => {
    const seen = new Set<number>();
    const found: PreviewTarget[] = [];
    for (const request of sent.data?.data ?? []) {
      // One request per company is enough to preview with.
      if (request.senderUser?.userId !== user?.userId || seen.has(request.receiverCompany.companyId)) continue;
      seen.add(request.receiverCompany.companyId);
      found.push({ introRequestId: request.introRequestId, companyName: request.receiverCompany.name });
    }
    return found;
  }, [sent.data, user?.userId]);
  return { targets, isLoading: sent.isLoading };
}

interface StepCardProps {
  index: number;
  count: number;
  control: Control<SequenceValues>;
  locked: boolean;
  placeholders: Placeholder[];
  target: PreviewTarget | null;
  onRemove: () => void;
  onInsert: (index: number, name: string, input: HTMLTextAreaElement | null) => void;
}

function StepCard({ index, count, control, locked, placeholders, target, onRemove, onInsert }: StepCardProps) {
  const position = index + 1;
  const label = `Follow-up ${position}`;
  const body = useWatch({ control, name: `steps.${index}.body` }) ?? '';
  const [bodyProblem, setBodyProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`step-${position}-heading`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={`step-${position}-heading`} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, flex: 1 }}>
            {label}
          </Typography>
          {count > 1 && !locked ? (
            <Tooltip title={`Remove ${label.toLowerCase()}`}>
              <IconButton aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove} size="small">
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
        <Stack spacing={2}>
          <Controller
            name={`steps.${index}.delayDays`}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Delay (business days)"
                type="number"
                disabled={locked}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  `1 to 30 business days after ${position === 1 ? 'you enrol an intro request' : `follow-up ${position - 1}`}, sent at 9:00 in your time zone.`
                }
                slotProps={{ htmlInput: { min: SEQUENCE_LIMITS.delayMin, max: SEQUENCE_LIMITS.delayMax, step: 1, inputMode: 'numeric' } }}
                sx={{ maxWidth: 360 }}
              />
            )}
          />
          <Controller
            name={`steps.${index}.body`}
            control={control}
            render={({ field, fieldState }) => {
              const message = fieldState.error?.message ?? bodyProblem;
              return (
                <Box>
                  <TextField
                    {...field}
                    inputRef={(element: HTMLTextAreaElement | null) => {
                      field.ref(element);
                      input.current = element;
                    }}
                    label={`Message of ${label.toLowerCase()}`}
                    multiline
                    minRows={4}
                    maxRows={14}
                    fullWidth
                    error={Boolean(message)}
                    helperText={message ?? 'Plain text. Placeholders such as {their_company} take each company’s values.'}
                  />
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <PlaceholderMenu
                      placeholders={placeholders}
                      stepLabel={label.toLowerCase()}
                      onInsert={(name) => onInsert(index, name, input.current)}
                    />
                    <Typography variant="caption" color={body.length > SEQUENCE_LIMITS.bodyMax ? 'error' : 'text.secondary'}>
                      {body.length.toLocaleString('en-US')} / {SEQUENCE_LIMITS.bodyMax.toLocaleString('en-US')} characters
                    </Typography>
                  </Box>
                </Box>
              );
            }}
          />
          <StepPreview body={body} target={target} onBodyProblem={setBodyProblem} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function SequenceForm({ sequence }: { sequence: SequenceDetail | null }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const placeholders = usePlaceholdersQuery();
  const previews = usePreviewTargets();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [create] = useSequenceCreateMutation();
  const [update] = useSequenceUpdateMutation();
  const [problem, setProblem] = useState<{ title: string; link?: { to: string; label: string } } | null>(null);
  const locked = Boolean(sequence?.stepsLocked);
  const form = useForm<SequenceValues>({
    resolver: zodResolver(sequenceSchema),
    defaultValues: sequence
      ? { name: sequence.name, steps: sequence.steps.map((step) => ({ delayDays: String(step.delayDays), body: step.body })) }
      : { name: '', steps: [{ ...NEW_STEP }] },
  });
  const { control, handleSubmit, setError, setValue, getValues, formState } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const target = previews.targets.find((item) => item.introRequestId === targetId) ?? previews.targets[0] ?? null;
  const full = steps.fields.length >= SEQUENCE_LIMITS.stepsMax;

  const insert = (index: number, name: string, input: HTMLTextAreaElement | null) => {
    const value = getValues(`steps.${index}.body`) ?? '';
    const token = `{${name}}`;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    setValue(`steps.${index}.body`, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    // Back to the text, just after the placeholder.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const body = sequenceBody(values);
      const saved = sequence
        ? await update({ sequenceId: sequence.sequenceId, patchedSequenceUpdateInputRequest: body }).unwrap()
        : await create({ sequenceInputRequest: body }).unwrap();
      enqueueSnackbar(sequence ? 'Sequence saved.' : `${saved.name} is ready: enrol the intro requests to follow up.`, {
        variant: 'success',
      });
      navigate(paths.sequence(saved.sequenceId));
    } catch (error) {
      const fieldNames = [
        'name',
        'steps.root',
        ...values.steps.flatMap((_step, index) => [`steps.${index}.body`, `steps.${index}.delayDays`] as const),
      ] as const;
      const mapped = applyServerErrors(error, setError, fieldNames as never, { steps: 'steps.root' as never });
      if (mapped.fields.length > 0 && mapped.other.length === 0) return;
      const code = apiErrorCode(error);
      setProblem({
        title: [apiErrorTitle(error) ?? "We couldn't save the sequence. Please try again.", ...mapped.other].join(' '),
        link: code ? FIX_LINKS[code] : undefined,
      });
    }
  });

  const stepsError = formState.errors.steps?.root?.message ?? formState.errors.steps?.message;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sequence">
      <Stack spacing={2.5}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Name"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'For you: the companies you write to never see it.'}
              slotProps={{ htmlInput: { maxLength: SEQUENCE_LIMITS.nameMax } }}
              sx={{ maxWidth: 560 }}
            />
          )}
        />

        {previews.isLoading ? (
          <Skeleton variant="rounded" height={56} sx={{ maxWidth: 560 }} />
        ) : previews.targets.length > 0 ? (
          <TextField
            select
            label="Preview with"
            value={target ? String(target.introRequestId) : ''}
            onChange={(event) => setTargetId(Number(event.target.value))}
            helperText="Each step below shows its text with this company's real values, before you save."
            sx={{ maxWidth: 560 }}
          >
            {previews.targets.map((item) => (
              <MenuItem key={item.introRequestId} value={String(item.introRequestId)}>
                {item.companyName}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Alert severity="info">
            Send an intro request first to preview the steps with a company's real values:{' '}
            <Link component={RouterLink} to={paths.companies}>
              find partners
            </Link>
            .
          </Alert>
        )}

        {placeholders.isError ? (
          <Alert severity="warning">We couldn't load the placeholders: write them by hand, e.g. {'{their_company}'}.</Alert>
        ) : null}
        {locked ? (
          <Alert severity="info">
            Follow-ups of this sequence have gone out: you can change the texts, not the number of steps or their delays.
          </Alert>
        ) : null}

        {steps.fields.map((step, index) => (
          <StepCard
            key={step.id}
            index={index}
            count={steps.fields.length}
            control={control}
            locked={locked}
            placeholders={placeholders.data ?? []}
            target={target}
            onRemove={() => steps.remove(index)}
            onInsert={insert}
          />
        ))}

        {stepsError ? (
          <Alert severity="error" role="alert">
            {stepsError}
          </Alert>
        ) : null}

        {!locked ? (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => steps.append({ ...NEW_STEP })}
              disabled={full}
              aria-describedby="steps-max-hint"
            >
              Add a follow-up
            </Button>
            <Typography id="steps-max-hint" variant="body2" color="text.secondary">
              {full ? `This sequence has its 3 follow-ups. ${STEPS_MAX_HINT}` : STEPS_MAX_HINT}
            </Typography>
          </Box>
        ) : null}

        {problem ? (
          <Alert severity="error" role="alert">
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.link ? (
              <Link component={RouterLink} to={problem.link.to}>
                {problem.link.label}
              </Link>
            ) : null}
          </Alert>
        ) : null}

        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {sequence ? 'Save changes' : 'Save sequence'}
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            component={RouterLink}
            to={sequence ? paths.sequence(sequence.sequenceId) : paths.sequences}
          >
            Cancel
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * /sequences/new and /sequences/:sequenceId/edit (issue 24): a name and 1 to 3 follow-ups, each a
 * delay of 1-30 business days and a text with placeholders (an insert menu of the documented
 * ones), previewed with a real company's values from the API as it is written; the API's
 * messages go onto the fields (an unknown placeholder is named). Once a follow-up has gone out
 * only the texts change.
 */
export function SequenceEditorPage() {
  const { sequenceId: raw } = useParams();
  const editing = raw !== undefined;
  const sequenceId = Number(raw);
  const dispatch = useAppDispatch();
  const query = useSequenceQuery({ sequenceId }, { skip: !editing || !Number.isInteger(sequenceId) });
  const sequence = query.data ?? null;

  useEffect(() => {
    if (sequence) dispatch(breadcrumbTextSet({ path: paths.sequence(sequenceId), text: sequence.name }));
  }, [dispatch, sequence, sequenceId]);

  if (!editing) {
    return (
      <>
        <PageHeader
          title="New sequence"
          subtitle="Follow-ups to the intro requests you enrol, each on its business day, until the company answers."
        />
        <SequenceForm sequence={null} />
      </>
    );
  }
  if (query.isError || !Number.isInteger(sequenceId)) {
    return (
      <>
        <PageHeader title="Edit sequence" />
        {apiErrorStatus(query.error) === 404 || !Number.isInteger(sequenceId) ? (
          <Alert severity="warning">This sequence does not exist, or it is not yours.</Alert>
        ) : (
          <LoadError message="We couldn't load this sequence. Please try again." onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  if (!sequence) {
    return (
      <Stack spacing={2} role="status" aria-label="Loading the sequence">
        <Skeleton variant="text" width={320} height={48} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={`Edit ${sequence.name}`} />
      {sequence.status === 'stopped' ? (
        <Alert severity="info">
          This sequence is stopped: its steps no longer change.{' '}
          <Link component={RouterLink} to={paths.sequence(sequence.sequenceId)}>
            Back to the sequence
          </Link>
        </Alert>
      ) : (
        <SequenceForm sequence={sequence} />
      )}
    </>
  );
}
