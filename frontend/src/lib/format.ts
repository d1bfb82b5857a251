/** Counts above 999 show in thousands with a K suffix: 1500 -> "1.5K", 12000 -> "12K". */
export function formatCount(value: number | null | undefined): string {
  const count = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  if (count <= 999) return String(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${thousands.toFixed(1).replace(/\.0$/, '')}K`;
}

/** A date as "22 Nov 2026"; '—' when absent or invalid. */
export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale ?? 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** The noun for a count in English: 'company' for exactly 1, 'companies' for 0, 2, 1.5K... */
export function nounFor(count: number | null | undefined, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

interface CountOfOptions {
  /** The plural when it is not the singular plus s ('companies'). */
  plural?: string;
  /** Thousands as "1.5K" (formatCount) instead of "1,500". */
  compact?: boolean;
}

/**
 * A count with its noun, in the right number: "1 conversation", "0 conversations",
 * "1,500 credits", or with `compact` "1.5K conversations". Every "N things" the SPA shows goes
 * through it (issue 22: "1 conversations").
 */
export function countOf(value: number | null | undefined, singular: string, options: CountOfOptions = {}): string {
  const count = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const shown = options.compact ? formatCount(count) : count.toLocaleString('en-US');
  return `${shown} ${nounFor(count, singular, options.plural)}`;
}
