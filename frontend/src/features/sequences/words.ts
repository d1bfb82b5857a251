import type { Enrolment, EnrolmentState, SequenceStatus, SequenceStep } from '@/lib/api/sequences';
import { countOf } from '@/lib/format';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

export const STATUS_WORDS: Record<SequenceStatus, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  stopped: { label: 'Stopped', color: 'default' },
};

/** An enrolment's state as the screen names it (the API's `State` filter values). */
export const STATE_WORDS: Record<EnrolmentState, { label: string; color: ChipColor }> = {
  active: { label: 'Scheduled', color: 'info' },
  replied: { label: 'Replied', color: 'success' },
  stopped: { label: 'Stopped', color: 'default' },
  finished: { label: 'Finished', color: 'warning' },
};

/** "after 2 business days" */
export function delayWords(delayDays: number): string {
  return `after ${countOf(delayDays, 'business day')}`;
}

/** "3 steps: after 2, 3 and 5 business days" */
export function stepsSummary(steps: Pick<SequenceStep, 'delayDays'>[]): string {
  if (steps.length === 0) return 'No steps';
  const delays = steps.map((step) => step.delayDays);
  const listed = delays.length === 1 ? String(delays[0]) : `${delays.slice(0, -1).join(', ')} and ${delays.at(-1)}`;
  return `${countOf(steps.length, 'step')}: after ${listed} ${delays.length === 1 && delays[0] === 1 ? 'business day' : 'business days'}`;
}

/**
 * A moment in the member's time zone (the one business days count in: docs/sequences.md),
 * "Tue 3 Dec, 09:00"; in the browser's zone when the member's is unknown here.
 */
export function zonedDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}

/** What happens, or happened, to one target: the screen's words for the API's state and reason. */
export function enrolmentWords(enrolment: Enrolment, stepsCount: number, timeZone?: string): string {
  const followUps = countOf(enrolment.stepsSent, 'follow-up');
  switch (enrolment.state) {
    case 'active': {
      const next = enrolment.nextStep;
      if (!next) return 'Scheduled';
      const when = zonedDateTime(next.dueAt, timeZone);
      return enrolment.isPaused
        ? `Follow-up ${next.position} was due ${when}: waiting while the sequence is paused`
        : `Follow-up ${next.position} of ${stepsCount} on ${when}`;
    }
    case 'replied': {
      const answer = enrolment.reason === 'declined' ? 'They declined' : 'They accepted';
      const after = enrolment.repliedAfterSteps ?? enrolment.stepsSent;
      return after === 0 ? `${answer} before any follow-up` : `${answer} after ${countOf(after, 'follow-up')}`;
    }
    case 'stopped':
      return `${enrolment.reasonLabel ?? 'Stopped'} (${followUps} sent)`;
    case 'finished':
      return `All ${followUps} sent, no answer yet`;
    default:
      return '';
  }
}
