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
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import {
  REQUEST_TYPE_LABELS,
  useAdminConversationCloseMutation,
  useAdminConversationReopenMutation,
  useOutreachReportDismissMutation,
  useOutreachReportsQuery,
  useOutreachSuspendMutation,
  useOutreachUnsuspendMutation,
  type IntroRequestType,
  type OutreachReport,
} from '@/lib/api/outreach';
import { countOf } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { usePaging } from '@/lib/usePaging';

type Status = 'open' | 'dismissed' | 'actioned';

const STATUS_LABELS: Record<Status, string> = { open: 'Open', dismissed: 'Dismissed', actioned: 'Action taken' };
const ACTION_WORDS: Record<string, string> = {
  dismissed: 'Dismissed',
  conversationClosed: 'Conversation closed',
  companySuspended: 'Company suspended',
};
export const EMPTY_QUEUE = 'No open reports. Reports members send about intro requests and conversations show here.';

function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

function personName(person: OutreachReport['reporter']): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() || 'A member' : 'A former member';
}

interface EvidenceMessage {
  messageId?: number;
  company?: string;
  author?: string;
  body?: string;
  createdAt?: string;
}

/** What the reporter saw (the API's `evidence`): the request, or the conversation's last messages. */
function Evidence({ report }: { report: OutreachReport }) {
  const evidence = report.evidence as Record<string, unknown>;
  if (evidence.kind === 'request') {
    const type = REQUEST_TYPE_LABELS[evidence.type as IntroRequestType] ?? 'Intro';
    return (
      <Box>
        <Typography variant="body2" color="text.secondary">
          {type} request from {String(evidence.senderCompany ?? '—')} to {String(evidence.receiverCompany ?? '—')},{' '}
          {dateTime(typeof evidence.sentAt === 'string' ? evidence.sentAt : null)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
          {String(evidence.message ?? '')}
        </Typography>
      </Box>
    );
  }
  const messages = Array.isArray(evidence.messages) ? (evidence.messages as EvidenceMessage[]) : [];
  if (messages.length === 0) return <Typography color="text.secondary">No messages when it was reported.</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
      {messages.map((message, index) => (
        <Box component="li" key={message.messageId ?? index}>
          <Typography variant="caption" color="text.secondary">
            {message.author || 'A member'} ({message.company ?? '—'}) · {dateTime(message.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

type Pending =
  | { kind: 'dismiss'; report: OutreachReport }
  | { kind: 'close'; report: OutreachReport }
  | { kind: 'reopen'; report: OutreachReport }
  | { kind: 'suspend'; report: OutreachReport }
  | { kind: 'unsuspend'; report: OutreachReport };

const CONFIRM: Record<Pending['kind'], { title: (r: OutreachReport) => string; text: (r: OutreachReport) => string; button: string; reason: 'none' | 'optional' | 'required' }> = {
  dismiss: {
    title: () => 'Dismiss this report?',
    text: () => 'Nothing changes for the members; the report leaves the queue.',
    button: 'Dismiss',
    reason: 'none',
  },
  close: {
    title: () => 'Close the conversation?',
    text: () => 'Its members can no longer write in it or reopen it; only an admin can. Open reports on it are marked as handled.',
    button: 'Close conversation',
    reason: 'optional',
  },
  reopen: {
    title: () => 'Reopen the conversation?',
    text: () => 'Its members can write in it again. The report stays handled.',
    button: 'Reopen conversation',
    reason: 'none',
  },
  suspend: {
    title: (r) => `Suspend outreach for ${r.reportedCompany?.name ?? 'this company'}?`,
    text: () =>
      'It can no longer send, accept or write, and no one can send it a request, until an admin lifts the suspension. Open reports about it are marked as handled.',
    button: 'Suspend outreach',
    reason: 'required',
  },
  unsuspend: {
    title: (r) => `Lift the suspension of ${r.reportedCompany?.name ?? 'this company'}?`,
    text: () => 'Its members can send, accept and write again.',
    button: 'Lift suspension',
    reason: 'none',
  },
};

/** The API's message for a missing suspension reason (apps/outreach/api/serializers.py SuspendInput). */
export const SUSPEND_REASON_ERROR = 'Give a reason (up to 1,000 characters).';

function ActionDialog({ pending, onClose, onConfirm }: {
  pending: Pending | null;
  onClose: () => void;
  onConfirm: (pending: Pending, reason: string) => Promise<void>;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReason('');
    setReasonError(null);
    setProblem(null);
  }, [pending]);
  if (!pending) return null;
  const config = CONFIRM[pending.kind];

  const confirm = async () => {
    if (config.reason === 'required' && !reason.trim()) {
      setReasonError(SUSPEND_REASON_ERROR);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(pending, reason.trim());
      onClose();
    } catch (error) {
      const field = isApiError(error) ? error.data?.errors?.reason : undefined;
      if (field) setReasonError(Array.isArray(field) ? field.join(' ') : field);
      else setProblem(apiErrorTitle(error) ?? 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{config.title(pending.report)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{config.text(pending.report)}</DialogContentText>
        {config.reason !== 'none' ? (
          <TextField
            label={config.reason === 'required' ? 'Reason' : 'Reason (optional)'}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            required={config.reason === 'required'}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            error={Boolean(reasonError)}
            helperText={reasonError ?? 'Kept in the audit log.'}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy} autoFocus={config.reason === 'none'}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={pending.kind === 'unsuspend' || pending.kind === 'reopen' ? 'primary' : 'error'}
          loading={busy}
          onClick={() => void confirm()}
        >
          {config.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReportCard({
  report,
  reopened,
  onAction,
}: {
  report: OutreachReport;
  /** An admin reopened its conversation from this page (the report does not carry the conversation's state). */
  reopened: boolean;
  onAction: (pending: Pending) => void;
}) {
  const open = report.status === 'open';
  // The platform closed it through a report: only an admin reopens it (docs/outreach.md).
  const closedHere = report.action === 'conversationClosed' && report.conversationId !== null;
  const reported = report.reportedCompany;
  return (
    <Card variant="outlined" component="article" aria-label={`Report ${report.reportId}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            Report on {report.target === 'request' ? 'an intro request' : 'a conversation'}
          </Typography>
          <Chip size="small" label={STATUS_LABELS[report.status as Status] ?? report.status} />
          {report.action ? <Chip size="small" variant="outlined" label={ACTION_WORDS[report.action] ?? report.action} /> : null}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {dateTime(report.createdAt)}
          </Typography>
        </Box>
        <Typography variant="body2">
          <strong>{personName(report.reporter)}</strong>
          {report.reporterCompany ? ` (${report.reporterCompany.name})` : ''} reported{' '}
          <strong>{reported?.name ?? 'a company'}</strong>
          {report.reportedCompanySuspended ? (
            <Chip component="span" size="small" color="warning" label="Outreach suspended" sx={{ ml: 1 }} />
          ) : null}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
          Reason
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.reason}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
          What they saw
        </Typography>
        <Paper variant="outlined" sx={{ p: 1.5, mt: 0.5 }}>
          <Evidence report={report} />
        </Paper>
        {report.handledAt ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Handled by {personName(report.handledBy)} on {dateTime(report.handledAt)}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {open ? (
          <Button variant="outlined" onClick={() => onAction({ kind: 'dismiss', report })}>
            Dismiss
          </Button>
        ) : null}
        {open && report.conversationId ? (
          <Button variant="outlined" color="error" onClick={() => onAction({ kind: 'close', report })}>
            Close the conversation
          </Button>
        ) : null}
        {closedHere && !reopened ? (
          <Button variant="outlined" onClick={() => onAction({ kind: 'reopen', report })}>
            Reopen the conversation
          </Button>
        ) : null}
        {closedHere && reopened ? <Chip size="small" color="success" label="Conversation reopened" /> : null}
        {reported && !report.reportedCompanySuspended ? (
          <Button variant="outlined" color="error" onClick={() => onAction({ kind: 'suspend', report })}>
            Suspend outreach for {reported.name}
          </Button>
        ) : null}
        {reported && report.reportedCompanySuspended ? (
          <Button variant="outlined" onClick={() => onAction({ kind: 'unsuspend', report })}>
            Lift the suspension of {reported.name}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

/**
 * /admin/outreach/reports (issue 23, item 5): the members' reports of intro requests and
 * conversations, open ones first in the queue, each with what the reporter saw; an admin
 * dismisses it, closes the conversation (and reopens one the platform closed), or suspends
 * (and later lifts) the reported company's outreach, each after a confirmation (the API keeps
 * an audit entry of each).
 */
export function OutreachReportsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<Status>('open');
  const paging = usePaging({ defaultPageSize: 20, filterKey: status });
  const list = useOutreachReportsQuery({ status, pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const [dismiss] = useOutreachReportDismissMutation();
  const [closeConversation] = useAdminConversationCloseMutation();
  const [reopenConversation] = useAdminConversationReopenMutation();
  const [reopened, setReopened] = useState<ReadonlySet<number>>(() => new Set());
  const [suspend] = useOutreachSuspendMutation();
  const [unsuspend] = useOutreachUnsuspendMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const perform = async (action: Pending, reason: string) => {
    const { report } = action;
    const company = report.reportedCompany;
    switch (action.kind) {
      case 'dismiss':
        await dismiss({ reportId: report.reportId }).unwrap();
        enqueueSnackbar('Report dismissed.', { variant: 'success' });
        return;
      case 'close':
        await closeConversation({ conversationId: report.conversationId!, adminCloseInputRequest: { reason } }).unwrap();
        setReopened((current) => new Set([...current].filter((id) => id !== report.conversationId)));
        enqueueSnackbar('Conversation closed.', { variant: 'success' });
        return;
      case 'reopen':
        try {
          await reopenConversation({ conversationId: report.conversationId! }).unwrap();
        } catch (error) {
          // Reopened meanwhile (by another admin, or a member after another close): it is open, as asked.
          if (!(isApiError(error) && error.data?.code === 'notClosed')) throw error;
        }
        setReopened((current) => new Set(current).add(report.conversationId!));
        enqueueSnackbar('Conversation reopened.', { variant: 'success' });
        return;
      case 'suspend':
        await suspend({ companyId: company!.companyId, suspendInputRequest: { reason } }).unwrap();
        enqueueSnackbar(`Outreach suspended for ${company!.name}.`, { variant: 'success' });
        return;
      case 'unsuspend':
        await unsuspend({ companyId: company!.companyId }).unwrap();
        enqueueSnackbar(`Suspension of ${company!.name} lifted.`, { variant: 'success' });
    }
  };

  let body;
  if (list.isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading the reports">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={200} />
        ))}
      </Stack>
    );
  } else if (list.isError || !list.data) {
    body = <LoadError message="We couldn't load the reports. Please try again." onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">
          {status === 'open' ? EMPTY_QUEUE : `No ${STATUS_LABELS[status].toLowerCase()} reports.`}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {countOf(list.data.totalCount, 'report')}
        </Typography>
        <Stack spacing={2}>
          {list.data.data.map((report) => (
            <ReportCard
              key={report.reportId}
              report={report}
              reopened={report.conversationId !== null && reopened.has(report.conversationId)}
              onAction={setPending}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Pagination
            page={paging.pageNumber}
            pageSize={paging.pageSize}
            totalCount={list.data.totalCount}
            onPageChange={paging.setPageNumber}
            onPageSizeChange={paging.setPageSize}
            label="Reports pages"
          />
        </Box>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Outreach reports"
        subtitle="Members' reports of intro requests and conversations: dismiss them, close a conversation or suspend a company's outreach."
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        aria-label="Status"
        onChange={(_event, next: Status | null) => {
          if (next) setStatus(next);
        }}
        sx={{ mb: 2 }}
      >
        {(Object.keys(STATUS_LABELS) as Status[]).map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 2 }}>
            {STATUS_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {body}
      <ActionDialog pending={pending} onClose={() => setPending(null)} onConfirm={perform} />
    </>
  );
}
