import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '@/lib/usePaging';

/** Pages shown on each side of the current one (spec section 9). */
export const PAGE_SIBLINGS = 2;
/** Pages always shown at each end (the first and the last). */
const PAGE_BOUNDARY = 1;
/**
 * Up to this many pages every page has its link; beyond it ellipses appear (spec section 9:
 * "an ellipsis when the page count exceeds 9"). 9 = first + last + current + 2 siblings on
 * each side + the two slots an ellipsis may take.
 */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 2 * PAGE_BOUNDARY + 2 * PAGE_SIBLINGS + 3;

export type PageListItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The page links of a pager: every page while there are at most 9; beyond that the first
 * and the last page, the current page with two pages either side, and an ellipsis for
 * each gap. The list keeps its length (9 slots) wherever the current page is, so the
 * buttons do not jump under the pointer: near an end the window slides instead of
 * shrinking (page 1 of 20 shows 1-7 ... 20). An ellipsis never stands for a single page:
 * that page is shown instead.
 */
export function pageList(page: number, pageCount: number): PageListItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  if (count <= MAX_PAGES_WITHOUT_ELLIPSIS) return range(1, count);
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const startPages = range(1, PAGE_BOUNDARY);
  const endPages = range(count - PAGE_BOUNDARY + 1, count);
  const siblingsStart = Math.max(
    Math.min(current - PAGE_SIBLINGS, count - PAGE_BOUNDARY - PAGE_SIBLINGS * 2 - 1),
    PAGE_BOUNDARY + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + PAGE_SIBLINGS, PAGE_BOUNDARY + PAGE_SIBLINGS * 2 + 2),
    count - PAGE_BOUNDARY - 1,
  );

  return [
    ...startPages,
    siblingsStart > PAGE_BOUNDARY + 2 ? ('start-ellipsis' as const) : PAGE_BOUNDARY + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - PAGE_BOUNDARY - 1 ? ('end-ellipsis' as const) : count - PAGE_BOUNDARY,
    ...endPages,
  ];
}

export function pageCountOf(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the filters on the server (the API's `totalCount`). */
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** While a page loads: the controls stay visible but do not react. */
  disabled?: boolean;
  /** Accessible name of the page navigation (default 'Pagination'). */
  label?: string;
}

const pageLabels = {
  first: 'Go to first page',
  previous: 'Go to previous page',
  next: 'Go to next page',
  last: 'Go to last page',
} as const;

/**
 * The one pager of the product's server-side lists: a rows-per-page selector, the range
 * shown ('21–40 of 135'), and first / previous / page numbers / next / last buttons.
 * Every control is a real button (Tab, Enter and Space work); the current page carries
 * aria-current. Renders nothing for an empty list (the list shows its empty text).
 * When the rows shrink under the current page (say the last row of the last page was
 * approved), it moves to the new last page itself.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  disabled = false,
  label = 'Pagination',
}: PaginationProps) {
  const sizeFieldId = useId();
  const pageCount = pageCountOf(totalCount, pageSize);

  useEffect(() => {
    if (pageCount > 0 && page > pageCount) onPageChange(pageCount);
  }, [page, pageCount, onPageChange]);

  if (pageCount === 0) return null;

  const current = Math.min(Math.max(1, page), pageCount);
  const firstRow = (current - 1) * pageSize + 1;
  const lastRow = Math.min(current * pageSize, totalCount);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const go = (target: number) => {
    if (!disabled && target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  const edgeButton = (type: keyof typeof pageLabels, target: number, inactive: boolean) => (
    <li key={type}>
      <PaginationItem
        type={type}
        disabled={disabled || inactive}
        aria-label={pageLabels[type]}
        onClick={() => go(target)}
        color="primary"
      />
    </li>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          id={sizeFieldId}
          label="Rows per page"
          value={pageSize}
          disabled={disabled}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          sx={{ minWidth: 128 }}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {firstRow}–{lastRow} of {totalCount}
        </Typography>
      </Box>
      <Box component="nav" aria-label={label}>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, gap: 0.25 }}
        >
          {edgeButton('first', 1, current === 1)}
          {edgeButton('previous', current - 1, current === 1)}
          {pageList(current, pageCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PaginationItem
                  type="page"
                  page={item}
                  selected={item === current}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={item === current ? `Page ${item}` : `Go to page ${item}`}
                  disabled={disabled}
                  onClick={() => go(item)}
                  color="primary"
                />
              </li>
            ) : (
              <li key={item}>
                <PaginationItem type={item} aria-hidden />
              </li>
            ),
          )}
          {edgeButton('next', current + 1, current === pageCount)}
          {edgeButton('last', pageCount, current === pageCount)}
        </Box>
      </Box>
    </Box>
  );
}
