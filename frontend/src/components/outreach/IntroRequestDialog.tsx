import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { CriteriaMet } from '@/components/fit/CriteriaMet';
import { apiErrorCode, apiErrorTitle, isApiError } from '@/lib/api/errors';
import type { CompanyScoreOutput } from '@/lib/api/generated/discovery';
import {
  quotaWords,
  REQUEST_TYPE_LABELS,
  useIntroRequestSendMutation,
  useOutreachCompanyStatusQuery,
  useOutreachDraftMutation,
  type IntroRequestType,
} from '@/lib/api/outreach';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { useSnackbar } from '@/lib/toast';
import { fixLinkFor, MESSAGE_LENGTH_ERROR, MESSAGE_MAX, messageLengthOk, type FixLink } from './reasons';
import type { IntroTarget } from './RequestIntroButton';

interface IntroRequestDialogProps {
  open: boolean;
  onClose: () => void;
  company: IntroTarget;
  searchHistoryId: number | null;
  fit: CompanyScoreOutput | null;
}

interface RequestValues {
  type: IntroRequestType;
  /** One of the receiver's partnership types, or '' for none in particular. */
  partnershipTypeId: number | '';
  message: string;
}

const NO_PARTNERSHIP_TYPE = 'None in particular';

interface Problem {
  title: string;
  details: string[];
  link: FixLink | null;
}

const TYPES: IntroRequestType[] = [2, 1, 3];
const TYPE_HINTS: Record<IntroRequestType, string> = {
  1: 'Get to know each other',
  2: 'Propose working together as partners',
  3: 'Make them an offer',
};

/** The refusal's link, with the ids a 409 names (the open request, the conversation). */
function problemOf(error: unknown): Problem {
  const payload = (isApiError(error) ? error.data : null) as
    | (Record<string, unknown> & { errors?: Record<string, string[] | string> })
    | null;
  const title = apiErrorTitle(error) ?? "We couldn't send the request. Please try again.";
  return {
    title,
    details: [],
    link: fixLinkFor(apiErrorCode(error), {
      introRequestId: typeof payload?.introRequestId === 'number' ? payload.introRequestId : null,
      conversationId: typeof payload?.conversationId === 'number' ? payload.conversationId : null,
    }),
  };
}

function FixLinkTo({ link, onFollow }: { link: FixLink; onFollow: () => void }) {
  return (
    <Link component={RouterLink} to={link.to} onClick={onFollow} sx={{ fontWeight: 600 }}>
      {link.label}
    </Link>
  );
}

/**
 * The intro request dialog (issue 23, item 4): to `company`, Partnership by default, with a
 * message drafted from the two profiles that the member edits, the fit of the search it comes
 * from, and the requests left this month. When the member cannot send, it says why, with the
 * link that fixes it, and the Send button stays off. The API's answers are shown as they come:
 * field errors on the message, a 409 with a link to the request or conversation it names.
 */
export function IntroRequestDialog({ open, onClose, company, searchHistoryId, fit }: IntroRequestDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const status = useOutreachCompanyStatusQuery({ companyId: company.companyId }, { refetchOnMountOrArgChange: true });
  const [draft, drafting] = useOutreachDraftMutation();
  const [send, sending] = useIntroRequestSendMutation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [draftFailed, setDraftFailed] = useState(false);
  // The text the last draft gave: a type change redrafts only a message the member left alone.
  const lastDraft = useRef<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, watch, reset } = useForm<RequestValues>({
    defaultValues: { type: 2, partnershipTypeId: '', message: '' },
  });
  const message = watch('message');
  const canSend = status.data?.canSend ?? false;
  const partnershipTypes = status.data?.partnershipTypes ?? [];

  const redraft = async (type: IntroRequestType, partnershipTypeId: number | '' = getValues('partnershipTypeId')) => {
    setDraftFailed(false);
    try {
      const drafted = await draft({
        draftInputRequest: {
          receiverCompanyId: company.companyId,
          type,
          ...(partnershipTypeId === '' ? {} : { partnershipTypeId }),
        },
      }).unwrap();
      lastDraft.current = drafted.message;
      setValue('message', drafted.message, { shouldDirty: false, shouldValidate: false });
    } catch {
      setDraftFailed(true);
    }
  };

  // Each opening starts afresh: the form, and a draft once the member is known to be able to send.
  useEffect(() => {
    if (!open) return;
    reset({ type: 2, partnershipTypeId: '', message: '' });
    lastDraft.current = null;
    setProblem(null);
    setDraftFailed(false);
  }, [open, reset]);

  const mayDraft = open && canSend && !status.isFetching;
  useEffect(() => {
    if (mayDraft && lastDraft.current === null && getValues('message') === '') void redraft(getValues('type'));
    // Once per opening, when sending is possible (redraft and the form's getters change nothing here).
  }, [mayDraft]);

  const close = () => {
    if (!sending.isLoading) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send({
        introRequestInputRequest: {
          receiverCompanyId: company.companyId,
          type: values.type,
          message: values.message,
          searchHistoryId,
          ...(values.partnershipTypeId === '' ? {} : { partnershipTypeId: values.partnershipTypeId }),
        },
      }).unwrap();
      enqueueSnackbar(`Intro request sent to ${company.name}.`, { variant: 'success' });
      onClose();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, ['message', 'type', 'partnershipTypeId']);
      if (mapped.fields.length > 0 && mapped.other.length === 0) return;
      setProblem({ ...problemOf(error), details: mapped.other });
    }
  });

  const reason = status.data && !status.data.canSend ? status.data.cannotSendReason : null;
  const reasonLink = reason
    ? fixLinkFor(reason.code, { introRequestId: status.data?.openRequestId, conversationId: status.data?.conversationId })
    : null;
  const quota = status.data?.quota;
  const length = message.trim().length;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Request an intro to {company.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CompanyLogo name={company.name} logoUrl={company.logoUrl ?? null} size={40} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{company.name}</Typography>
                {status.isLoading ? (
                  <Skeleton width={220} />
                ) : quota && quota.limit > 0 ? (
                  <Typography variant="body2" color="text.secondary" data-testid="quota-left">
                    {quotaWords(quota)}
                  </Typography>
                ) : null}
              </Box>
            </Box>

            {status.isError ? (
              <Alert severity="error" action={<Button onClick={() => void status.refetch()}>Retry</Button>}>
                {apiErrorTitle(status.error) ?? "We couldn't check whether you can send this request."}
              </Alert>
            ) : null}

            {reason ? (
              <Alert severity="info" id={reasonId}>
                <AlertTitle>You can't send this request</AlertTitle>
                {reason.title}
                {reasonLink ? (
                  <Box sx={{ mt: 1 }}>
                    <FixLinkTo link={reasonLink} onFollow={onClose} />
                  </Box>
                ) : null}
              </Alert>
            ) : null}

            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <FormControl disabled={!canSend}>
                  <FormLabel id={`${titleId}-type`}>Type</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${titleId}-type`}
                    value={String(field.value)}
                    onChange={(event) => {
                      const type = Number(event.target.value) as IntroRequestType;
                      field.onChange(type);
                      // A draft the member has not touched follows the type.
                      if (lastDraft.current !== null && getValues('message') === lastDraft.current) void redraft(type);
                    }}
                  >
                    {TYPES.map((type) => (
                      <FormControlLabel
                        key={type}
                        value={String(type)}
                        control={<Radio />}
                        label={REQUEST_TYPE_LABELS[type]}
                        title={TYPE_HINTS[type]}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />

            {partnershipTypes.length > 0 ? (
              <Controller
                name="partnershipTypeId"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Partnership type"
                    value={field.value === '' ? '' : String(field.value)}
                    onChange={(event) => {
                      const chosen = event.target.value === '' ? '' : Number(event.target.value);
                      field.onChange(chosen);
                      // A draft the member has not touched follows what the request is about.
                      if (lastDraft.current !== null && getValues('message') === lastDraft.current)
                        void redraft(getValues('type'), chosen);
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={!canSend}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      `Which of the partnership types ${company.name} offers this request is about (optional).`
                    }
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{NO_PARTNERSHIP_TYPE}</MenuItem>
                    {partnershipTypes.map((option) => (
                      <MenuItem key={option.id} value={String(option.id)}>
                        {option.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}

            <Controller
              name="message"
              control={control}
              rules={{ validate: (value) => messageLengthOk(value) || MESSAGE_LENGTH_ERROR }}
              render={({ field, fieldState }) => (
                <Box>
                  {drafting.isLoading && !field.value ? (
                    <Box aria-label="Drafting a message" role="status">
                      <Skeleton variant="rounded" height={150} />
                    </Box>
                  ) : (
                    <TextField
                      {...field}
                      inputRef={field.ref}
                      label="Message"
                      multiline
                      minRows={6}
                      maxRows={14}
                      fullWidth
                      disabled={!canSend}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? 'Plain text. They see your company, this message and the fit.'}
                      slotProps={{ htmlInput: { 'aria-describedby': `${titleId}-count` } }}
                    />
                  )}
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5, gap: 1 }}>
                    <Button
                      size="small"
                      startIcon={<AutoAwesomeOutlinedIcon />}
                      onClick={() => void redraft(getValues('type'))}
                      disabled={!canSend || drafting.isLoading}
                    >
                      {lastDraft.current === null ? 'Draft a message' : 'Draft again'}
                    </Button>
                    <Typography
                      id={`${titleId}-count`}
                      variant="caption"
                      color={length > MESSAGE_MAX ? 'error' : 'text.secondary'}
                    >
                      {length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')} characters
                    </Typography>
                  </Box>
                  {draftFailed ? (
                    <Typography variant="body2" color="text.secondary" role="status">
                      No draft this time: write your message, or try drafting again.
                    </Typography>
                  ) : null}
                </Box>
              )}
            />

            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Attached
              </Typography>
              {fit ? (
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Chip size="small" label={`${fit.matchScore}%`} aria-label={`Partner fit score ${fit.matchScore}%`} />
                  <CriteriaMet score={fit} />
                </Box>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {searchHistoryId
                  ? `The Partner Fit Score and why, from your search, so ${company.name} sees why you found them.`
                  : `The Partner Fit Score and why, for your company's own targets, so ${company.name} sees why you reached out.`}{' '}
                Your company's contacts go with the request; theirs are shared once they accept.
              </Typography>
            </Box>

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
                {problem.link ? <FixLinkTo link={problem.link} onFollow={onClose} /> : null}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSend}
            loading={sending.isLoading}
            aria-describedby={reason ? reasonId : undefined}
          >
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
