import type { ScoredCompany } from '../api';
import type { SearchForm } from './criteria';

/**
 * Filters and results kept for the way back from a company's details (spec section 4: when the
 * user returns from a details page the previous filters and results are restored, otherwise
 * they are reset). Kept in sessionStorage, so a reload of the details page still comes back.
 */
const KEY = 'discovery.savedSearch';

export interface SavedSearch {
  form: SearchForm;
  results: ScoredCompany[] | null;
  /** How many companies the search asked for (absent when kept by an older version). */
  asked?: number;
  /** The pipeline entry of the search (an intro request from a result carries its fit). */
  searchHistoryId?: number | null;
  /** Set when the member opened a result's details: the next visit restores. */
  returning: boolean;
}

function read(): SavedSearch | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SavedSearch) : null;
  } catch {
    return null;
  }
}

function write(value: SavedSearch | null): void {
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or unavailable: the search is simply not restored.
  }
}

/** On entering /companies: what to restore (coming back from details), and forget it otherwise. */
export function savedSearchTake(): SavedSearch | null {
  const saved = read();
  write(null);
  return saved?.returning ? saved : null;
}

/** Before opening a result's details. */
export function savedSearchKeep(
  form: SearchForm,
  results: ScoredCompany[] | null,
  asked?: number,
  searchHistoryId?: number | null,
): void {
  write({ form, results, asked, searchHistoryId, returning: true });
}
