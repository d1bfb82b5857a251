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
