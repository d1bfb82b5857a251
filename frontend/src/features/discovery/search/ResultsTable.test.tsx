import { screen, waitFor, within } from '@testing-library/react';
import type { ScoredCompanyOutput } from '@/lib/api/generated/discovery';
import { mockApi, renderWithProviders, setupUser } from '../../../../test/utils';
import { criteriaMetWords, matchWords } from '@/components/fit/fitWords';
import { ResultsTable, targetsLine } from './ResultsTable';

/** A result as the reworked engine answers it: match levels, counts, coverage, reasons. */
function reworked(overrides: Partial<ScoredCompanyOutput> = {}): ScoredCompanyOutput {
  return {
    rank: 1,
    companyId: 51,
    companyName: 'Garnet Machine Intelligence',
    companyLogoUrl: null,
    description: '<p>Garnet builds machine vision for car plants.</p>',
    website: 'https://garnet.example',
    targertIndustries: ['Automotive', 'Software Development', 'Engineering & Manufacturing'],
    isIndustryAgnostic: false,
    geoRegions: ['Eastern Europe'],
    isGeoGlobal: false,
    marketSegments: ['Small businesses (SMB)', 'Mid-market'],
    partnerType: 1,
    companyScore: {
      matchScore: 81,
      forwardFit: 85,
      reverseFit: 85,
      mutualFit: 85,
      criteriaMet: 2,
      criteriaSearched: 3,
      summary: 'Meets industry exactly and region broadly; misses the market segment. They want partners like you (85%).',
      breakdown: {
        forward: {
          fit: 38,
          reason: 'Each criterion you chose counts: met exactly 100%, broadly 85%; multiplied: 100% x 85% x 45% = 38%.',
          criteria: [
            { criterion: 'industry', fit: 100, match: 'exact', reason: 'Targets Automotive: 1 of the 3 industries you chose.' },
            { criterion: 'geography', fit: 85, match: 'broad', reason: 'Works globally: meets it broadly, below an exact match.' },
            { criterion: 'segment', fit: 0, match: 'missed', reason: 'Misses it: serves Enterprise, not the segment you chose.' },
          ],
        },
        reverse: {
          fit: 85,
          reason: 'Your company meets what they target.',
          criteria: [{ criterion: 'industry', fit: 100, match: 'exact', reason: 'They target Automotive; your company targets Automotive too.' }],
        },
        mutual: { fit: 85, reason: 'The harmonic mean of how well they fit your search and how well you fit them.' },
        complementarity: { fit: 100, weight: 5.0, reason: 'Technology Partner and your Channel Partner company complement each other.' },
        coverage: { fit: 33, weight: 1.5, reason: 'The share of the values you chose that they target exactly: a mild bonus.' },
        readiness: { fit: 50, weight: 0.75, reason: 'Partner readiness: Developing.' },
        completeness: { fit: 100, weight: 0.75, reason: '12 of the 12 parts of the profile are filled in.' },
        combined: { fit: 81, reason: 'Search fit 38% x 95% for what they are as a partner = 36%.' },
      },
    },
    ...overrides,
  };
}

/** A result kept in the history before the rework: no match levels, counts, coverage or search-fit reason. */
function recordedBefore(): ScoredCompanyOutput {
  const company = reworked({ companyId: 52, companyName: 'Cobalt Cloud' });
  return {
    ...company,
    companyScore: {
      matchScore: 64,
      forwardFit: 71,
      reverseFit: 66,
      mutualFit: 69,
      summary: 'Fits your search 71% and partly wants partners like you (66%); a complementary partner type.',
      breakdown: {
        forward: { fit: 71, criteria: [{ criterion: 'industry', fit: 50, reason: 'Targets Automotive: 1 of the 2 industries you chose.' }] },
        reverse: { fit: 66, reason: 'Your company matches part of what they look for.', criteria: [] },
        mutual: { fit: 69, reason: 'The harmonic mean of both fits.' },
        complementarity: { fit: 100, weight: 12, reason: 'Channel Partner and your Technology Partner company complement each other.' },
        readiness: { fit: 50, weight: 4, reason: 'Partner readiness: Developing.' },
        completeness: { fit: 92, weight: 4, reason: '11 of the 12 parts of the profile are filled in.' },
        combined: { fit: 64, reason: '80% search and mutual fit (70%), 12% complementarity, 4% readiness and 4% profile completeness.' },
      },
    },
  };
}

/** The company meeting every searched criterion at one level. */
function withLevels(company: ScoredCompanyOutput, match: 'exact' | 'broad'): ScoredCompanyOutput {
  const { companyScore: score } = company;
  const criteria = score.breakdown.forward.criteria.map((criterion) => ({ ...criterion, match }));
  return {
    ...company,
    companyScore: {
      ...score,
      criteriaMet: criteria.length,
      breakdown: { ...score.breakdown, forward: { ...score.breakdown.forward, criteria } },
    },
  };
}

/** Makes MUI's useMediaQuery see a phone: every max-width query matches. */
function onAPhone() {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The position of each text in the element's text, in the order given (-1 when missing). */
function positions(element: HTMLElement, texts: string[]): number[] {
  const text = element.textContent ?? '';
  return texts.map((part) => text.indexOf(part));
}

describe('fit words', () => {
  it('say how many of the searched criteria a company meets, and nothing for an old entry', () => {
    expect(criteriaMetWords({ criteriaMet: 3, criteriaSearched: 3 })).toBe('Meets all 3 criteria');
    expect(criteriaMetWords({ criteriaMet: 2, criteriaSearched: 3 })).toBe('Meets 2 of 3 criteria');
    expect(criteriaMetWords({ criteriaMet: 2, criteriaSearched: 2 })).toBe('Meets both criteria');
    expect(criteriaMetWords({ criteriaMet: 1, criteriaSearched: 1 })).toBe('Meets your criterion');
    expect(criteriaMetWords({})).toBeNull();
    // Met only broadly (the company is Industry Agnostic or Global) is said so.
    expect(criteriaMetWords(reworked().companyScore)).toBe('Meets 2 of 3 criteria, 1 broadly');
    expect(criteriaMetWords(withLevels(reworked(), 'broad').companyScore)).toBe('Meets all 3 criteria, 3 broadly');
  });

  it('name each match level, with the whole-market choice of the criterion', () => {
    expect(matchWords('industry', 'exact')).toBe('Met exactly');
    expect(matchWords('industry', 'broad')).toBe('Met broadly (Industry Agnostic)');
    expect(matchWords('geography', 'broad')).toBe('Met broadly (Global)');
    expect(matchWords('geography', 'partial')).toBe('Partly (neighbouring sub-region)');
    expect(matchWords('segment', 'missed')).toBe('Missed');
    expect(matchWords('geography', 'any')).toBe('Any (you chose Global)');
  });

  it('sum up the targets on one short line', () => {
    expect(targetsLine(reworked())).toBe('Automotive, Software Development +1 · Eastern Europe · Small businesses (SMB), Mid-market');
    expect(targetsLine(reworked({ isIndustryAgnostic: true, targertIndustries: [], isGeoGlobal: true, geoRegions: [], marketSegments: [] }))).toBe(
      'Industry Agnostic · Global',
    );
  });
});

describe('<ResultsTable> in a wide window', () => {
  it('shows the criteria met under each score', () => {
    const all = withLevels(reworked({ companyId: 53, companyName: 'Tangent' }), 'exact');
    renderWithProviders(<ResultsTable results={[all, reworked()]} onOpenDetails={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Matched partners' });
    const tangent = within(table).getByRole('rowheader', { name: 'Tangent' }).closest('tr')!;
    const garnet = within(table).getByRole('rowheader', { name: 'Garnet Machine Intelligence' }).closest('tr')!;
    expect(within(tangent).getByText('Meets all 3 criteria')).toBeInTheDocument();
    expect(within(garnet).getByText('Meets 2 of 3 criteria, 1 broadly')).toBeInTheDocument();
    expect(within(garnet).getByLabelText('Partner fit score 81%')).toBeInTheDocument();
  });

  it('leads the Why panel with the criteria met and missed, then the reverse fit, then the partner parts', async () => {
    const user = setupUser();
    renderWithProviders(<ResultsTable results={[reworked()]} onOpenDetails={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Why 81% for Garnet Machine Intelligence' }));
    const panel = await screen.findByRole('region', { name: 'Score breakdown of Garnet Machine Intelligence' });

    const order = positions(panel, [
      'Meets industry exactly and region broadly; misses the market segment.',
      'Met exactly',
      'Targets Automotive: 1 of the 3 industries you chose.',
      'Met broadly (Global)',
      'Missed',
      'Misses it: serves Enterprise, not the segment you chose.',
      'How you fit what Garnet Machine Intelligence looks for',
      'Complementarity',
      'Values covered',
      'Partner readiness',
      'Search fit 38% x 95% for what they are as a partner = 36%.',
    ]);
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const criteria = within(panel).getByRole('region', { name: 'How they fit your search' });
    expect(within(criteria).getAllByRole('listitem').map((item) => item.getAttribute('data-match'))).toEqual([
      'exact',
      'broad',
      'missed',
      null, // the search fit
    ]);
    // The server's own sentence for how the criteria make the search fit, not a made-up one.
    expect(within(criteria).getByText(/multiplied: 100% x 85% x 45% = 38%/)).toBeInTheDocument();
    expect(within(panel).queryByText(/mean of the criteria/)).not.toBeInTheDocument();
  });

  it('renders a result recorded before the rework: fits instead of match levels', async () => {
    const user = setupUser();
    renderWithProviders(<ResultsTable results={[recordedBefore()]} onOpenDetails={() => undefined} />);
    const row = screen.getByRole('rowheader', { name: 'Cobalt Cloud' }).closest('tr')!;
    expect(within(row).queryByText(/Meets/)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Why 64% for Cobalt Cloud' }));
    const panel = await screen.findByRole('region', { name: 'Score breakdown of Cobalt Cloud' });
    expect(within(panel).getByRole('progressbar', { name: 'Industry: 50%' })).toBeInTheDocument();
    expect(within(panel).getByText('Targets Automotive: 1 of the 2 industries you chose.')).toBeInTheDocument();
    expect(within(panel).getByText('The weighted mean of the criteria above.')).toBeInTheDocument();
    expect(within(panel).queryByText('Values covered')).not.toBeInTheDocument();
    expect(within(panel).getByText('Mutual fit')).toBeInTheDocument();
  });
});

describe('<ResultsTable> on a phone', () => {
  it('shows a card per company with its score, criteria met, targets, Why and View Details', async () => {
    onAPhone();
    const opened = jest.fn();
    const user = setupUser();
    renderWithProviders(<ResultsTable results={[reworked(), recordedBefore()]} onOpenDetails={opened} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Matched partners' });
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Garnet Machine Intelligence', 'Cobalt Cloud']);

    const garnet = cards[0];
    expect(within(garnet).getByLabelText('Partner fit score 81%')).toBeInTheDocument();
    expect(within(garnet).getByText('Meets 2 of 3 criteria, 1 broadly')).toBeInTheDocument();
    expect(within(garnet).getByText(/Automotive, Software Development \+1 · Eastern Europe/)).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/Meets/)).not.toBeInTheDocument();

    await user.click(within(garnet).getByRole('button', { name: 'Why 81% for Garnet Machine Intelligence' }));
    const panel = await within(garnet).findByRole('region', { name: 'Score breakdown of Garnet Machine Intelligence' });
    const criteria = within(panel).getByRole('region', { name: 'How they fit your search' });
    expect(within(criteria).getByText('Met exactly')).toBeInTheDocument();
    expect(within(criteria).getByRole('heading', { level: 4, name: 'How they fit your search' })).toBeInTheDocument();

    const details = within(garnet).getByRole('link', { name: 'View Details of Garnet Machine Intelligence' });
    expect(details).toHaveAttribute('href', '/companies/51');
    await user.click(details);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('<ResultsTable> and intro requests', () => {
  it('offers a request from each row, carrying the search the results come from', async () => {
    const user = setupUser();
    const calls = mockApi([
      {
        path: '/api/outreach/companies/51',
        body: {
          companyId: 51,
          acceptsRequests: true,
          canSend: true,
          cannotSendReason: null,
          openRequestId: null,
          conversationId: null,
          quota: { used: 0, limit: 20, left: 20, resetsOn: '2026-12-01' },
        },
      },
      { method: 'POST', path: '/api/outreach/draft', body: { message: 'Hello Garnet team, we would like to talk.' } },
    ]);
    renderWithProviders(<ResultsTable results={[reworked(), recordedBefore()]} onOpenDetails={() => undefined} searchHistoryId={12} />);
    const table = screen.getByRole('table', { name: 'Matched partners' });
    expect(within(table).getByRole('button', { name: 'Request intro to Cobalt Cloud' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Request intro to Garnet Machine Intelligence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Garnet Machine Intelligence' });
    expect(await within(dialog).findByText('20 of 20 intro requests left this month')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Partner fit score 81%')).toBeInTheDocument();
    expect(within(dialog).getByText(/from your search, so Garnet Machine Intelligence sees why you found them/)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/outreach/draft')).toBe(true));
  });
});
