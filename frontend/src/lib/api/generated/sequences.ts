/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sequencesList: build.query<SequencesListApiResponse, SequencesListApiArg>({
      query: (queryArg) => ({
        url: `/sequences`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Status: queryArg.status,
        },
      }),
    }),
    sequencesCreate: build.mutation<
      SequencesCreateApiResponse,
      SequencesCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences`,
        method: "POST",
        body: queryArg.sequenceInputRequest,
      }),
    }),
    sequencesRetrieve: build.query<
      SequencesRetrieveApiResponse,
      SequencesRetrieveApiArg
    >({
      query: (queryArg) => ({ url: `/sequences/${queryArg.sequenceId}` }),
    }),
    sequencesPartialUpdate: build.mutation<
      SequencesPartialUpdateApiResponse,
      SequencesPartialUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}`,
        method: "PATCH",
        body: queryArg.patchedSequenceUpdateInputRequest,
      }),
    }),
    sequencesDestroy: build.mutation<
      SequencesDestroyApiResponse,
      SequencesDestroyApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}`,
        method: "DELETE",
      }),
    }),
    sequencesEnrolCreate: build.mutation<
      SequencesEnrolCreateApiResponse,
      SequencesEnrolCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/enrol`,
        method: "POST",
        body: queryArg.enrolInputRequest,
      }),
    }),
    sequencesEnrolmentsList: build.query<
      SequencesEnrolmentsListApiResponse,
      SequencesEnrolmentsListApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/enrolments`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          State: queryArg.state,
        },
      }),
    }),
    sequencesEnrolmentsStopCreate: build.mutation<
      SequencesEnrolmentsStopCreateApiResponse,
      SequencesEnrolmentsStopCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/enrolments/${queryArg.enrolmentId}/stop`,
        method: "POST",
      }),
    }),
    sequencesPauseCreate: build.mutation<
      SequencesPauseCreateApiResponse,
      SequencesPauseCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/pause`,
        method: "POST",
      }),
    }),
    sequencesStepPreview: build.mutation<
      SequencesStepPreviewApiResponse,
      SequencesStepPreviewApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/preview`,
        method: "POST",
        body: queryArg.sequencePreviewInputRequest,
      }),
    }),
    sequencesResumeCreate: build.mutation<
      SequencesResumeCreateApiResponse,
      SequencesResumeCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/resume`,
        method: "POST",
      }),
    }),
    sequencesStopCreate: build.mutation<
      SequencesStopCreateApiResponse,
      SequencesStopCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/${queryArg.sequenceId}/stop`,
        method: "POST",
      }),
    }),
    sequencesPlaceholdersList: build.query<
      SequencesPlaceholdersListApiResponse,
      SequencesPlaceholdersListApiArg
    >({
      query: () => ({ url: `/sequences/placeholders` }),
    }),
    sequencesPreviewCreate: build.mutation<
      SequencesPreviewCreateApiResponse,
      SequencesPreviewCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/sequences/preview`,
        method: "POST",
        body: queryArg.previewInputRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sequencesApi };
export type SequencesListApiResponse =
  /** status 200  */ PaginatedSequenceOutputList;
export type SequencesListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** Only sequences in this status (active, paused, stopped); absent: all.
    
    * `active` - Active
    * `paused` - Paused
    * `stopped` - Stopped */
  status?: "active" | "paused" | "stopped";
};
export type SequencesCreateApiResponse =
  /** status 201  */ SequenceDetailOutput;
export type SequencesCreateApiArg = {
  sequenceInputRequest: SequenceInputRequest;
};
export type SequencesRetrieveApiResponse =
  /** status 200  */ SequenceDetailOutput;
export type SequencesRetrieveApiArg = {
  sequenceId: number;
};
export type SequencesPartialUpdateApiResponse =
  /** status 200  */ SequenceDetailOutput;
export type SequencesPartialUpdateApiArg = {
  sequenceId: number;
  patchedSequenceUpdateInputRequest: PatchedSequenceUpdateInputRequest;
};
export type SequencesDestroyApiResponse = unknown;
export type SequencesDestroyApiArg = {
  sequenceId: number;
};
export type SequencesEnrolCreateApiResponse = /** status 200  */ EnrolOutput;
export type SequencesEnrolCreateApiArg = {
  sequenceId: number;
  enrolInputRequest: EnrolInputRequest;
};
export type SequencesEnrolmentsListApiResponse =
  /** status 200  */ PaginatedEnrolmentOutputList;
export type SequencesEnrolmentsListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** active (a step is scheduled), replied, stopped or finished; absent: all.
    
    * `active` - Scheduled
    * `replied` - Replied
    * `stopped` - Stopped
    * `finished` - Finished */
  state?: "active" | "finished" | "replied" | "stopped";
  sequenceId: number;
};
export type SequencesEnrolmentsStopCreateApiResponse =
  /** status 200  */ EnrolmentOutput;
export type SequencesEnrolmentsStopCreateApiArg = {
  enrolmentId: number;
  sequenceId: number;
};
export type SequencesPauseCreateApiResponse =
  /** status 200  */ SequenceDetailOutput;
export type SequencesPauseCreateApiArg = {
  sequenceId: number;
};
export type SequencesStepPreviewApiResponse = /** status 200  */ PreviewOutput;
export type SequencesStepPreviewApiArg = {
  sequenceId: number;
  sequencePreviewInputRequest: SequencePreviewInputRequest;
};
export type SequencesResumeCreateApiResponse =
  /** status 200  */ SequenceDetailOutput;
export type SequencesResumeCreateApiArg = {
  sequenceId: number;
};
export type SequencesStopCreateApiResponse =
  /** status 200  */ SequenceDetailOutput;
export type SequencesStopCreateApiArg = {
  sequenceId: number;
};
export type SequencesPlaceholdersListApiResponse =
  /** status 200  */ PlaceholderOutput[];
export type SequencesPlaceholdersListApiArg = void;
export type SequencesPreviewCreateApiResponse =
  /** status 200  */ PreviewOutput;
export type SequencesPreviewCreateApiArg = {
  previewInputRequest: PreviewInputRequest;
};
export type SequenceStatusEnum = "active" | "paused" | "stopped";
export type StepOutput = {
  position: number;
  delayDays: number;
  body: string;
};
export type StatsOutput = {
  enrolled: number;
  /** A step is scheduled. */
  active: number;
  /** Accepted or declined. */
  replied: number;
  accepted: number;
  declined: number;
  stopped: number;
  /** Every step sent, no answer yet. */
  finished: number;
  /** replied / enrolled, in percent (one decimal; 0 when none). */
  replyRate: number;
};
export type SequenceOutput = {
  sequenceId: number;
  name: string;
  status: SequenceStatusEnum;
  steps: StepOutput[];
  /** A step has been sent: the steps' number and delays no longer change (their texts do). */
  stepsLocked: boolean;
  createdAt: string;
  updatedAt: string;
  stoppedAt: string | null;
  stats: StatsOutput;
};
export type PaginatedSequenceOutputList = {
  data: SequenceOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type EnrolmentStateEnum = "active" | "replied" | "stopped" | "finished";
export type SequencesErrorCodeEnum =
  | "alreadyPaused"
  | "enrolmentEnded"
  | "noCompany"
  | "noSubscription"
  | "notAuthenticated"
  | "notFound"
  | "notPaused"
  | "notVerified"
  | "outreachSuspended"
  | "sequenceStopped"
  | "stepsLocked";
export type SequencesError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** `enrolmentEnded`: the enrolment's state now.
    
    * `active` - Scheduled
    * `replied` - Replied
    * `stopped` - Stopped
    * `finished` - Finished */
  state?: EnrolmentStateEnum;
  /** Why, for machines; absent on field errors.
    
    * `alreadyPaused` - alreadyPaused
    * `enrolmentEnded` - enrolmentEnded
    * `noCompany` - noCompany
    * `noSubscription` - noSubscription
    * `notAuthenticated` - notAuthenticated
    * `notFound` - notFound
    * `notPaused` - notPaused
    * `notVerified` - notVerified
    * `outreachSuspended` - outreachSuspended
    * `sequenceStopped` - sequenceStopped
    * `stepsLocked` - stepsLocked */
  code?: SequencesErrorCodeEnum;
};
export type ByStepOutput = {
  /** Follow-ups sent (0: the intro request alone). */
  afterStep: number;
  /** Enrolments that got this many follow-ups. */
  reached: number;
  /** Answers while this many had been sent. */
  replies: number;
  /** replies / reached, in percent (one decimal). */
  replyRate: number;
};
export type DetailStatsOutput = {
  enrolled: number;
  /** A step is scheduled. */
  active: number;
  /** Accepted or declined. */
  replied: number;
  accepted: number;
  declined: number;
  stopped: number;
  /** Every step sent, no answer yet. */
  finished: number;
  /** replied / enrolled, in percent (one decimal; 0 when none). */
  replyRate: number;
  /** The reply rate after each step (for the chart). */
  byStep: ByStepOutput[];
};
export type SequenceDetailOutput = {
  sequenceId: number;
  name: string;
  status: SequenceStatusEnum;
  steps: StepOutput[];
  /** A step has been sent: the steps' number and delays no longer change (their texts do). */
  stepsLocked: boolean;
  createdAt: string;
  updatedAt: string;
  stoppedAt: string | null;
  stats: DetailStatsOutput;
};
export type StepInputRequest = {
  /** Business days (Monday to Friday, in your time zone) after the previous message: 1-30. */
  delayDays: number;
  /** Plain text, 1-2,000 characters, with {placeholders} (GET /api/sequences/placeholders). */
  body: string;
};
export type SequenceInputRequest = {
  /** 1-100 characters. */
  name: string;
  /** 1 to 3 steps, in order: the first is sent its delay after the enrolment. */
  steps: StepInputRequest[];
};
export type PatchedSequenceUpdateInputRequest = {
  /** 1-100 characters. */
  name?: string;
  /** 1 to 3 steps, in order: the first is sent its delay after the enrolment. */
  steps?: StepInputRequest[];
};
export type CompanySummaryOutput = {
  companyId: number;
  name: string;
  logoUrl: string | null;
};
export type ReasonEnum =
  | "accepted"
  | "declined"
  | "withdrawn"
  | "expired"
  | "optedOut"
  | "stoppedByMember"
  | "sequenceStopped"
  | "senderCannotSend"
  | "limitReached";
export type NullEnum = null;
export type NextStepOutput = {
  position: number;
  /** 9:00 in your time zone on a business day (or later: sending hours). */
  dueAt: string;
};
export type EnrolmentOutput = {
  enrolmentId: number;
  introRequestId: number;
  receiverCompany: CompanySummaryOutput;
  /** active: a step is scheduled.
    
    * `active` - Scheduled
    * `replied` - Replied
    * `stopped` - Stopped
    * `finished` - Finished */
  state: EnrolmentStateEnum;
  /** replied: accepted or declined; stopped: withdrawn, expired, optedOut, stoppedByMember, sequenceStopped, senderCannotSend or limitReached (docs/sequences.md).
    
    * `accepted` - They accepted
    * `declined` - They declined
    * `withdrawn` - The request was withdrawn
    * `expired` - The request expired
    * `optedOut` - They opted out of follow-ups
    * `stoppedByMember` - You stopped it
    * `sequenceStopped` - You stopped the sequence
    * `senderCannotSend` - You can no longer send intro requests
    * `limitReached` - The request has all the follow-ups it may carry */
  reason: (ReasonEnum | NullEnum) | null;
  /** The reason in words. */
  reasonLabel: string | null;
  /** Scheduled, but the sequence is paused. */
  isPaused: boolean;
  /** The step scheduled (active only). */
  nextStep: NextStepOutput | null;
  stepsSent: number;
  enrolledAt: string;
  /** The last follow-up sent. */
  lastSentAt: string | null;
  endedAt: string | null;
  repliedAt: string | null;
  /** Follow-ups sent when they answered. */
  repliedAfterSteps: number | null;
  /** A step due after it is never sent. */
  requestExpiresAt: string;
};
export type RefusalOutputCodeEnum =
  | "notFound"
  | "notYours"
  | "notPending"
  | "alreadyEnrolled"
  | "alreadyFollowedUp"
  | "expiresFirst"
  | "optedOut";
export type RefusalOutput = {
  introRequestId: number;
  code: RefusalOutputCodeEnum;
  reason: string;
};
export type EnrolOutput = {
  enrolled: EnrolmentOutput[];
  /** The requests not enrolled, each with why. */
  refused: RefusalOutput[];
};
export type EnrolInputRequest = {
  /** Pending intro requests you sent (e.g. a pipeline row's results), 1-100. */
  introRequestIds: number[];
};
export type PaginatedEnrolmentOutputList = {
  data: EnrolmentOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PlaceholderValueOutput = {
  name: string;
  value: string;
};
export type PreviewOutput = {
  /** The step as it would be sent. */
  text: string;
  /** Each placeholder used, with its value. */
  placeholders: PlaceholderValueOutput[];
  /** Placeholders used that have no value for this company (warn). */
  emptyPlaceholders: string[];
};
export type SequencePreviewInputRequest = {
  /** Plain text, 1-2,000 characters, with {placeholders} (GET /api/sequences/placeholders). */
  body?: string | null;
  /** One of your company's sent requests: its receiver. */
  introRequestId?: number | null;
  /** An approved company, as if a request went to it today. */
  companyId?: number | null;
  /** A saved step of this sequence (instead of `body`). */
  position?: number | null;
};
export type PlaceholderOutput = {
  /** Written {name} in a step. */
  name: string;
  description: string;
};
export type PreviewInputRequest = {
  /** Plain text, 1-2,000 characters, with {placeholders} (GET /api/sequences/placeholders). */
  body: string;
  /** One of your company's sent requests: its receiver. */
  introRequestId?: number | null;
  /** An approved company, as if a request went to it today. */
  companyId?: number | null;
};
export const {
  useSequencesListQuery,
  useSequencesCreateMutation,
  useSequencesRetrieveQuery,
  useSequencesPartialUpdateMutation,
  useSequencesDestroyMutation,
  useSequencesEnrolCreateMutation,
  useSequencesEnrolmentsListQuery,
  useSequencesEnrolmentsStopCreateMutation,
  useSequencesPauseCreateMutation,
  useSequencesStepPreviewMutation,
  useSequencesResumeCreateMutation,
  useSequencesStopCreateMutation,
  useSequencesPlaceholdersListQuery,
  useSequencesPreviewCreateMutation,
} = injectedRtkApi;
