/**
 * The checks the server makes on an upload before any work (apps/companies/import_jobs.py,
 * `upload_check`), made in the browser first, with the server's messages
 * (apps/companies/errors.py). Spec section 5: one CSV file only (text/csv, .csv), at most
 * 5242880 bytes (5 MB).
 */
export const IMPORT_MAX_BYTES = 5_242_880;

/** The rule as the spec states it (section 5), shown under the drop zone. */
export const IMPORT_RULE = 'One CSV file only (text/csv, .csv), at most 5242880 bytes (5 MB).';

export const IMPORT_MESSAGES = {
  tooManyFiles: 'Import one CSV file at a time.',
  notCsv: 'Only CSV files (.csv, text/csv) can be imported.',
  fileTooLarge: 'The file is too large: at most 5 MB (5,242,880 bytes) can be imported.',
} as const;

/**
 * Browsers name a .csv file's type differently (Windows with Excel says
 * application/vnd.ms-excel): the extension decides, the type only rules out other kinds of
 * file (an image renamed .csv). The same list as the server's CSV_CONTENT_TYPES.
 */
const CSV_TYPES = new Set([
  '',
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

/** What is wrong with the files chosen or dropped, or null for one acceptable CSV file. */
export function importFileProblem(files: readonly File[]): string | null {
  if (files.length > 1) return IMPORT_MESSAGES.tooManyFiles;
  const [file] = files;
  if (!file) return null;
  const type = file.type.split(';')[0].trim().toLowerCase();
  if (!file.name.toLowerCase().endsWith('.csv') || !CSV_TYPES.has(type)) return IMPORT_MESSAGES.notCsv;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

/** "1.2 MB", "830 KB", "512 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
