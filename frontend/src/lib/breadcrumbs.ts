import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Crumb {
  label: string;
  /** Absent for the current page and for path prefixes that are not pages themselves. */
  to?: string;
}

/** Top-level segments whose screen has a product name other than its Title Case. */
const SEGMENT_LABELS: Record<string, string> = {
  companies: 'AI Partner Discovery',
};

/** Path prefixes that are not screens, so their crumb is text, not a link. */
const NON_PAGE_PATHS = new Set([
  '/admin/companies',
  '/payments',
  '/gpt-agents',
  '/admin/outreach',
]);

/**
 * Screens whose path lies under another area but that belong to a different menu section:
 * their whole breadcrumb. The creation wizard (/companies/new) is part of My Company, not
 * of AI Partner Discovery (/companies); the sidebar highlights My Company there too.
 */
const SECTION_TRAILS: Record<string, Crumb[]> = {
  '/companies/new': [{ label: 'My Company', to: '/my-company' }, { label: 'Create company' }],
};

const OUTREACH: Crumb = { label: 'Outreach', to: '/outreach' };

/**
 * Screens of one item reached from another section's page: the section, then the item by the
 * name the screen learns (`texts`), or by what it is until then; never by its id (issue 22: the
 * breadcrumb of /gpt-agents/1 read "1"). A GPT agent opens from AI Partner Tools.
 */
const ITEM_TRAILS: { pattern: RegExp; sections: Crumb[]; unnamed: string }[] = [
  { pattern: /^\/gpt-agents\/[^/]+$/, sections: [{ label: 'AI Partner Tools', to: '/ai-partner-tools' }], unnamed: 'GPT agent' },
  // An intro request and a conversation are read from the Outreach inbox (issue 23).
  { pattern: /^\/outreach\/requests\/[^/]+$/, sections: [OUTREACH], unnamed: 'Intro request' },
  {
    pattern: /^\/outreach\/conversations\/[^/]+$/,
    sections: [OUTREACH, { label: 'Conversations', to: '/outreach/conversations' }],
    unnamed: 'Conversation',
  },
  // A sequence, by the name its screen learns (issue 24). (/sequences/new reads "Sequences › New".)
  { pattern: /^\/sequences\/\d+$/, sections: [{ label: 'Sequences', to: '/sequences' }], unnamed: 'Sequence' },
];

const UPPERCASE_WORDS = new Set(['ai', 'gpt', 'gpts', 'csv', 'otp']);

/** `partner-program-hub` -> `Partner Program Hub`, `ai-assistant-v2` -> `AI Assistant V2`. */
export function titleCaseSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLowerCase();
      if (UPPERCASE_WORDS.has(lower)) return lower.toUpperCase();
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/**
 * Breadcrumb for a path: one crumb per segment, labelled in Title Case, except that
 * `texts` (keyed by the full path of a segment, e.g. `/companies/42`) supplies names the
 * client learned later, such as a company's name. The last crumb is the current page.
 * `/` (and `/home`) is the Home crumb.
 */
export function buildBreadcrumbs(pathname: string, texts: Record<string, string> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'home')) {
    return [{ label: 'Home' }];
  }
  const fullPath = `/${segments.join('/')}`;
  const trail = SECTION_TRAILS[fullPath];
  if (trail) return trail.map((crumb) => ({ ...crumb }));
  const item = ITEM_TRAILS.find(({ pattern }) => pattern.test(fullPath));
  if (item) return [...item.sections.map((crumb) => ({ ...crumb })), { label: texts[fullPath] ?? item.unnamed }];
  const crumbs: Crumb[] = [];
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${segment}`;
    const isLast = index === segments.length - 1;
    const isTopLevel = index === 0;
    const label =
      texts[path] ??
      (isTopLevel ? SEGMENT_LABELS[segment] : undefined) ??
      titleCaseSegment(segment);
    const linkable = !isLast && !NON_PAGE_PATHS.has(path);
    crumbs.push(linkable ? { label, to: path } : { label });
  });
  return crumbs;
}

export interface BreadcrumbTextState {
  texts: Record<string, string>;
}

const breadcrumbSlice = createSlice({
  name: 'breadcrumbs',
  initialState: { texts: {} } as BreadcrumbTextState,
  reducers: {
    /** A screen names its own crumb, e.g. `{path: '/companies/42', text: 'Acme'}`. */
    breadcrumbTextSet(state, action: PayloadAction<{ path: string; text: string }>) {
      state.texts[action.payload.path] = action.payload.text;
    },
    breadcrumbTextCleared(state, action: PayloadAction<string>) {
      delete state.texts[action.payload];
    },
  },
});

export const { breadcrumbTextSet, breadcrumbTextCleared } = breadcrumbSlice.actions;
export const breadcrumbReducer = breadcrumbSlice.reducer;
export const selectBreadcrumbTexts = (state: { breadcrumbs: BreadcrumbTextState }) =>
  state.breadcrumbs.texts;
