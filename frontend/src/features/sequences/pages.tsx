/** The Sequences screens (issue 24), lazy-loaded by the router as one chunk. */
export { SequencesPage } from './list/SequencesPage';
export { SequencePage } from './detail/SequencePage';
export { SequenceEditorPage } from './editor/SequenceEditorPage';
