import {
  sequencesApi as generatedSequencesApi,
  type ByStepOutput,
  type EnrolmentOutput,
  type EnrolOutput,
  type PlaceholderOutput,
  type PreviewOutput,
  type RefusalOutput,
  type SequenceDetailOutput,
  type SequenceOutput,
  type StepOutput,
} from './generated/sequences';

export type Sequence = SequenceOutput;
export type SequenceDetail = SequenceDetailOutput;
export type SequenceStep = StepOutput;
export type Enrolment = EnrolmentOutput;
export type EnrolResult = EnrolOutput;
export type EnrolRefusal = RefusalOutput;
export type Placeholder = PlaceholderOutput;
export type StepPreview = PreviewOutput;
export type StepRate = ByStepOutput;
export type SequenceStatus = Sequence['status'];
export type EnrolmentState = Enrolment['state'];

export const SEQUENCE_TAGS = ['Sequences', 'Sequence', 'SequenceEnrolments'] as const;

type SequenceArg = { sequenceId: number };

/** A sequence changed: it, the list (its figures and status) and its enrolments. */
const sequenceChanged = (_result: unknown, error: unknown, { sequenceId }: SequenceArg) =>
  error
    ? []
    : [{ type: 'Sequence' as const, id: sequenceId }, 'Sequences' as const, { type: 'SequenceEnrolments' as const, id: sequenceId }];

/**
 * Follow-up sequences (docs/sequences.md): the endpoints are generated from the schema; here
 * their cache tags. Shared (lib) because several places enrol intro requests: the Sequences
 * screens, the Outreach Sent inbox and a pipeline row's results. Previews are mutations (a
 * POST that stores nothing): each is asked for afresh.
 */
export const sequencesApi = generatedSequencesApi.enhanceEndpoints({
  addTagTypes: SEQUENCE_TAGS,
  endpoints: {
    sequencesList: { providesTags: ['Sequences'] },
    sequencesRetrieve: { providesTags: (_result, _error, { sequenceId }) => [{ type: 'Sequence', id: sequenceId }] },
    sequencesEnrolmentsList: {
      providesTags: (_result, _error, { sequenceId }) => [{ type: 'SequenceEnrolments', id: sequenceId }],
    },
    sequencesCreate: { invalidatesTags: (_result, error) => (error ? [] : ['Sequences']) },
    sequencesPartialUpdate: { invalidatesTags: sequenceChanged },
    sequencesDestroy: { invalidatesTags: (_result, error) => (error ? [] : ['Sequences']) },
    sequencesPauseCreate: { invalidatesTags: sequenceChanged },
    sequencesResumeCreate: { invalidatesTags: sequenceChanged },
    // A 409 (stopped meanwhile) means the screen is out of date too.
    sequencesStopCreate: {
      invalidatesTags: (_result, _error, { sequenceId }) => sequenceChanged(null, null, { sequenceId }),
    },
    sequencesEnrolCreate: { invalidatesTags: sequenceChanged },
    sequencesEnrolmentsStopCreate: {
      invalidatesTags: (_result, _error, { sequenceId }) => sequenceChanged(null, null, { sequenceId }),
    },
    // The list never changes while the app runs.
    sequencesPlaceholdersList: { keepUnusedDataFor: 3600 },
  },
});

export const {
  useSequencesListQuery: useSequencesQuery,
  useSequencesRetrieveQuery: useSequenceQuery,
  useSequencesEnrolmentsListQuery: useEnrolmentsQuery,
  useSequencesCreateMutation: useSequenceCreateMutation,
  useSequencesPartialUpdateMutation: useSequenceUpdateMutation,
  useSequencesDestroyMutation: useSequenceDeleteMutation,
  useSequencesPauseCreateMutation: useSequencePauseMutation,
  useSequencesResumeCreateMutation: useSequenceResumeMutation,
  useSequencesStopCreateMutation: useSequenceStopMutation,
  useSequencesEnrolCreateMutation: useSequenceEnrolMutation,
  useSequencesEnrolmentsStopCreateMutation: useEnrolmentStopMutation,
  useSequencesPlaceholdersListQuery: usePlaceholdersQuery,
  useSequencesPreviewCreateMutation: usePreviewMutation,
} = sequencesApi;

/** The limits of docs/sequences.md (apps/sequences/models.py), and the API's messages for them. */
export const SEQUENCE_LIMITS = { stepsMax: 3, delayMin: 1, delayMax: 30, bodyMax: 2000, nameMax: 100 } as const;
export const SEQUENCE_MESSAGES = {
  name: 'Give the sequence a name (up to 100 characters).',
  steps: 'A sequence has 1 to 3 steps.',
  delay: 'The delay must be 1 to 30 business days.',
  body: "A step's message must be 1 to 2,000 characters.",
} as const;
