/**
 * Simulated image uploads (spec: wait 3 s, then convert the file to base64). The state of
 * each upload lives here, keyed by the id stored on the image node, so the node view can
 * be re-created (drag, undo) without losing it.
 */
import { IMAGE_UPLOAD_DELAY_MS } from './constants';
import { readFileAsDataUrl, validateBase64Image } from './imageValidation';

export type UploadStatus = 'placeholder' | 'uploading' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** 0..100 */
  progress: number;
  error?: string;
}

/** How long the dimmed preview shows before the progress overlay. */
const PLACEHOLDER_MS = 200;
const PROGRESS_TICK_MS = 100;

const uploads = new Map<string, UploadState>();
const listeners = new Set<() => void>();
const cancels = new Map<string, () => void>();

function set(id: string, state: UploadState | undefined) {
  if (state) uploads.set(id, state);
  else uploads.delete(id);
  listeners.forEach((listener) => listener());
}

export function getUploadState(id: string | null | undefined): UploadState | undefined {
  return id ? uploads.get(id) : undefined;
}

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let counter = 0;
export function newUploadId(): string {
  counter += 1;
  return `upload-${Date.now().toString(36)}-${counter}`;
}

export interface UploadCallbacks {
  /** The base64 data URL is ready: put it into the document. */
  onDone: (dataUrl: string) => void;
  onError?: (message: string) => void;
}

/** Starts the simulated upload of `file`; returns a cancel function. */
export function startImageUpload(
  id: string,
  file: Blob,
  { onDone, onError }: UploadCallbacks,
  delayMs: number = IMAGE_UPLOAD_DELAY_MS,
): () => void {
  let cancelled = false;
  const started = Date.now();
  set(id, { status: 'placeholder', progress: 0 });
  const timers: ReturnType<typeof setTimeout>[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;

  timers.push(
    setTimeout(() => {
      if (cancelled) return;
      set(id, { status: 'uploading', progress: Math.min(95, ((Date.now() - started) / delayMs) * 100) });
      ticker = setInterval(() => {
        if (cancelled) return;
        set(id, { status: 'uploading', progress: Math.min(95, ((Date.now() - started) / delayMs) * 100) });
      }, PROGRESS_TICK_MS);
    }, Math.min(PLACEHOLDER_MS, delayMs)),
  );

  timers.push(
    setTimeout(() => {
      if (ticker) clearInterval(ticker);
      if (cancelled) return;
      readFileAsDataUrl(file)
        .then((dataUrl) => {
          if (cancelled) return;
          const problem = validateBase64Image(dataUrl);
          if (problem) throw new Error(problem);
          set(id, { status: 'uploading', progress: 100 });
          onDone(dataUrl);
          cancels.delete(id);
          set(id, undefined);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const message = error instanceof Error ? error.message : String(error);
          set(id, { status: 'error', progress: 0, error: message });
          onError?.(message);
        });
    }, delayMs),
  );

  const cancel = () => {
    cancelled = true;
    timers.forEach(clearTimeout);
    if (ticker) clearInterval(ticker);
    cancels.delete(id);
    set(id, undefined);
  };
  cancels.set(id, cancel);
  return cancel;
}

/** Stops and forgets an upload (its image was removed). */
export function cancelImageUpload(id: string | null | undefined): void {
  if (!id) return;
  const cancel = cancels.get(id);
  if (cancel) cancel();
  else if (uploads.has(id)) set(id, undefined);
}
