import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { apiErrorTitle, apiErrorStatus } from '@/lib/api/errors';
import {
  useEnrolmentsQuery,
  useEnrolmentStopMutation,
  useSequenceDeleteMutation,
  useSequenceQuery,
  type Enrolment,
  type EnrolmentState,
  type SequenceDetail,
} from '@/lib/api/sequences';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';
import { useSnackbar } from '@/lib/toast';
import { usePaging } from '@/lib/usePaging';
import { StatesBar, StepRatesChart } from '../components/Charts';
import { SequenceActions } from '../components/SequenceActions';
import { delayWords, enrolmentWords, STATE_WORDS, STATUS_WORDS } from '../words';
import { EnrolDialog } from './EnrolDialog';

type StateFilter = 'all' | EnrolmentState;
const FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Scheduled' },
  { value: 'replied', label: 'Replied' },
  { value: 'stopped', label: 'Stopped' },
  { value: 'finished', label: 'Finished' },
];

export const NO_TARGETS =
  'No one is enrolled yet. Enrol the intro requests you sent that wait for an answer: from here, or select them in Outreach › Sent or in a Partner Pipeline search.';

function Steps({ sequence }: { sequence: SequenceDetail }) {
  return (
    <Card component="section" aria-labelledby="steps-heading" variant="outlined">
      <CardContent>
        <Typography id="steps-heading" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
          Steps
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sequence.steps.map((step) => (
            <Box component="li" key={step.position}>
              <Typography variant="subtitle2" component="h3">
                Follow-up {step.position} · {delayWords(step.delayDays)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {step.body}
              </Typography>
            </Box>
          ))}
        </Stack>
        {sequence.stepsLocked ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
            Follow-ups have gone out: the texts can still change, the number of steps and their delays cannot.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Targets({ sequence }: { sequence: SequenceDetail }) {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<StateFilter>('all');
  const paging = usePaging({ defaultPageSize: 20, filterKey: filter });
  const list = useEnrolmentsQuery({
    sequenceId: sequence.sequenceId,
    state: filter === 'all' ? undefined : filter,
    pageNumber: paging.pageNumber,
    pageSize: paging.pageSize,
  });
  const [stopOne] = useEnrolmentStopMutation();
  const [stopping, setStopping] = useState<Enrolment | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const canEnrol = sequence.status !== 'stopped';

  const confirmStop = async () => {
    if (!stopping) return;
    const target = stopping;
    setStopping(null);
    try {
      await stopOne({ sequenceId: sequence.sequenceId, enrolmentId: target.enrolmentId }).unwrap();
      enqueueSnackbar(`No more follow-ups to ${target.receiverCompany.name}.`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'That did not work. Please try again.', { variant: 'error' });
    }
  };

  let body;
  if (list.isLoading) {
    body = (
      <Box role="status" aria-label="Loading the targets">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </Box>
    );
  } else if (list.isError || !list.data) {
    body = <LoadError message="We couldn't load the targets. Please try again." onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0 && filter === 'all') {
    body = (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640, mx: 'auto' }}>
          {canEnrol ? NO_TARGETS : 'No one was enrolled in this sequence.'}
        </Typography>
        {canEnrol ? (
          <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setEnrolling(true)}>
            Enrol intro requests
          </Button>
        ) : null}
      </Box>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No {FILTERS.find((item) => item.value === filter)?.label.toLowerCase()} targets.
      </Typography>
    );
  } else {
    body = (
      <>
        <TableContainer>
          <Table size="small" aria-label="Targets">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Company</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>State</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>What happens</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Follow-ups sent
                </TableCell>
                <TableCell>
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((enrolment) => {
                const state = STATE_WORDS[enrolment.state];
                return (
                  <TableRow key={enrolment.enrolmentId} data-testid="target">
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={paths.outreach.request(enrolment.introRequestId)}>
                        {enrolment.receiverCompany.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={state.color} label={enrolment.isPaused ? 'Paused' : state.label} />
                    </TableCell>
                    <TableCell>{enrolmentWords(enrolment, sequence.steps.length, user?.timeZone)}</TableCell>
                    <TableCell align="right">
                      {enrolment.stepsSent} of {sequence.steps.length}
                    </TableCell>
                    <TableCell align="right">
                      {enrolment.state === 'active' ? (
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Stop the follow-ups to ${enrolment.receiverCompany.name}`}
                          onClick={() => setStopping(enrolment)}
                        >
                          Stop
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ mt: 1 }}>
          <Pagination
            page={paging.pageNumber}
            pageSize={paging.pageSize}
            totalCount={list.data.totalCount}
            onPageChange={paging.setPageNumber}
            onPageSizeChange={paging.setPageSize}
            label="Targets pages"
          />
        </Box>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="targets-heading" variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography id="targets-heading" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, flex: 1 }}>
            Targets
          </Typography>
          {canEnrol && (list.data?.totalCount ?? 0) > 0 ? (
            <Button size="small" variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => setEnrolling(true)}>
              Enrol intro requests
            </Button>
          ) : null}
        </Box>
        {sequence.stats.enrolled > 0 ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            aria-label="State"
            onChange={(_event, next: StateFilter | null) => {
              if (next) setFilter(next);
            }}
            sx={{ mb: 1.5, flexWrap: 'wrap' }}
          >
            {FILTERS.map((item) => (
              <ToggleButton key={item.value} value={item.value} sx={{ px: 1.5 }}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        {sequence.status === 'paused' ? (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            Paused: nothing goes out. Steps that come due meanwhile go at the next sending time after you resume it.
          </Alert>
        ) : null}
        {body}
        {user?.timeZone ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Times in your time zone ({user.timeZone}), set in your{' '}
            <Link component={RouterLink} to={paths.profile}>
              profile
            </Link>
            . Follow-ups go out on business days, 9:00 to 17:00.
          </Typography>
        ) : null}
      </CardContent>
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} sequence={sequence} />
      <ConfirmDialog
        open={stopping !== null}
        title={stopping ? `Stop the follow-ups to ${stopping.receiverCompany.name}?` : ''}
        message="No more follow-ups go out to them from this sequence. Their intro request stays as it is."
        confirmLabel="Stop follow-ups"
        onConfirm={() => void confirmStop()}
        onClose={() => setStopping(null)}
      />
    </Card>
  );
}

/**
 * /sequences/:sequenceId: one sequence with its steps, the reply rate (by target state, and
 * after each step), its targets with what happens to each, Pause / Resume / Stop, per-target
 * Stop, Edit, Delete, and enrolling the member's pending intro requests.
 */
export function SequencePage() {
  const { sequenceId: raw } = useParams();
  const sequenceId = Number(raw);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const query = useSequenceQuery({ sequenceId }, { skip: !Number.isInteger(sequenceId) || sequenceId < 1 });
  const [remove, removing] = useSequenceDeleteMutation();
  const [asking, setAsking] = useState(false);
  const sequence = query.data;

  useEffect(() => {
    if (sequence) dispatch(breadcrumbTextSet({ path: paths.sequence(sequenceId), text: sequence.name }));
  }, [dispatch, sequence, sequenceId]);

  const destroy = async () => {
    setAsking(false);
    try {
      await remove({ sequenceId }).unwrap();
      enqueueSnackbar(`${sequence?.name ?? 'The sequence'} is deleted.`, { variant: 'success' });
      navigate(paths.sequences, { replace: true });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'That did not work. Please try again.', { variant: 'error' });
    }
  };

  if (query.isError || !Number.isInteger(sequenceId)) {
    const missing = apiErrorStatus(query.error) === 404 || !Number.isInteger(sequenceId);
    return (
      <>
        <PageHeader title="Sequence" />
        {missing ? (
          <Alert severity="warning">
            This sequence does not exist, or it is not yours.{' '}
            <Link component={RouterLink} to={paths.sequences}>
              Back to your sequences
            </Link>
          </Alert>
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
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }

  const status = STATUS_WORDS[sequence.status];
  return (
    <>
      <PageHeader
        title={sequence.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color={status.color} label={status.label} />
            {sequence.status === 'stopped' ? 'No more follow-ups go out.' : 'Follow-ups until each company answers.'}
          </Box>
        }
        actions={
          <>
            {sequence.status !== 'stopped' ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                component={RouterLink}
                to={paths.sequenceEdit(sequenceId)}
              >
                Edit
              </Button>
            ) : null}
            <SequenceActions sequence={sequence} />
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              loading={removing.isLoading}
              onClick={() => setAsking(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 }}>
        <Steps sequence={sequence} />
        <Card component="section" aria-labelledby="replies-heading" variant="outlined">
          <CardContent>
            <Typography id="replies-heading" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
              Replies
            </Typography>
            <StatesBar stats={sequence.stats} />
            {sequence.stats.enrolled > 0 ? (
              <Box sx={{ mt: 2.5 }}>
                <StepRatesChart byStep={sequence.stats.byStep} />
              </Box>
            ) : null}
          </CardContent>
        </Card>
      </Box>
      <Targets sequence={sequence} />
      <ConfirmDialog
        open={asking}
        title={`Delete ${sequence.name}?`}
        message="The sequence and its targets' schedule are deleted. The follow-ups already sent stay on their requests."
        confirmLabel="Delete"
        onConfirm={() => void destroy()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
