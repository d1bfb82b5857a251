/**
 * Answers of the sequences API (apps/sequences/api/serializers.py) for the jest tests: whole,
 * valid bodies, with what the test is about overridden.
 */
import type {
  EnrolmentOutput,
  PlaceholderOutput,
  SequenceDetailOutput,
  SequenceOutput,
} from '@/lib/api/generated/sequences';
import { BETA } from './outreachFixtures';

export const PLACEHOLDERS: PlaceholderOutput[] = [
  { name: 'their_company', description: 'The name of the company you wrote to.' },
  { name: 'my_company', description: "Your company's name." },
  { name: 'shared_industries', description: 'The industries you both target (empty when none).' },
  { name: 'shared_regions', description: 'The regions you both target (empty when none).' },
  { name: 'my_first_name', description: 'Your first name.' },
];

const STEPS = [
  { position: 1, delayDays: 2, body: 'Hello {their_company}, did you see our request?' },
  { position: 2, delayDays: 5, body: 'One last note from {my_company}.' },
];

export function makeSequence(overrides: Partial<SequenceOutput> = {}): SequenceOutput {
  return {
    sequenceId: 12,
    name: 'Resellers in Europe',
    status: 'active',
    steps: STEPS,
    stepsLocked: false,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    stoppedAt: null,
    stats: { enrolled: 4, active: 1, replied: 2, accepted: 1, declined: 1, stopped: 1, finished: 0, replyRate: 50 },
    ...overrides,
  };
}

export function makeSequenceDetail(overrides: Partial<SequenceDetailOutput> = {}): SequenceDetailOutput {
  const base = makeSequence();
  return {
    ...base,
    stats: {
      ...base.stats,
      byStep: [
        { afterStep: 0, reached: 4, replies: 1, replyRate: 25 },
        { afterStep: 1, reached: 3, replies: 1, replyRate: 33.3 },
        { afterStep: 2, reached: 1, replies: 0, replyRate: 0 },
      ],
    },
    ...overrides,
  };
}

export function makeEnrolment(overrides: Partial<EnrolmentOutput> = {}): EnrolmentOutput {
  return {
    enrolmentId: 5,
    introRequestId: 41,
    receiverCompany: BETA,
    state: 'active',
    reason: null,
    reasonLabel: null,
    isPaused: false,
    nextStep: { position: 2, dueAt: '2026-12-01T08:00:00Z' },
    stepsSent: 1,
    enrolledAt: '2026-11-20T10:00:00Z',
    lastSentAt: '2026-11-24T08:00:00Z',
    endedAt: null,
    repliedAt: null,
    repliedAfterSteps: null,
    requestExpiresAt: '2026-12-20T10:00:00Z',
    ...overrides,
  };
}
