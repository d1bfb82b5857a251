import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/app/store';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { SaveSearchButton } from '@/components/saved-searches/SaveSearchButton';
import { useSavedSearchQuery, type SavedSearch } from '@/lib/api/alerts';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { countOf } from '@/lib/format';
import { hasActiveSubscription } from '@/lib/session/types';
import {
  gateCodeFor,
  gateCodeOf,
  searchDoneTags,
  useCompanyFiltersQuery,
  useLazySearchHistoryQuery,
  useLazySearchQuery,
  type GateCode,
  type ScoredCompany,
} from '../api';
import { ActionRequiredDialog } from './ActionRequiredDialog';
import { CriteriaSelect } from './CriteriaSelect';
import {
  clampNumberToShow,
  defaultNumberToShow,
  EMPTY_FORM,
  hasCriteria,
  searchArgs,
  type Option,
  type SearchForm,
} from './criteria';
import { ResultsTable } from './ResultsTable';
import { savedSearchKeep, savedSearchTake } from './savedSearch';
import { criteriaOf, formOfSavedSearch, suggestedNameOf } from './savedSearchForm';

export const DISCOVERY_TITLE = 'AI partner discovery';
export const DISCOVERY_SUBTITLE =
  'Choose partner criteria from your ideal customer profile and get matches with a Partner Fit Score.';
export const EMPTY_CRITERIA = 'Choose at least one target industry, region or market segment, or Industry Agnostic or Global.';
export const NO_MATCHES =
  'No companies fit these criteria, so no credits were used. Try broadening the search: more industries or regions, Industry Agnostic or Global, or fewer criteria.';
export const NO_CREDITS_LABEL = 'No search credits left';

/** Said above the list when fewer companies fit than the member asked for (each shown costs one credit). */
export function fewerThanAsked(found: number, asked: number): string | null {
  if (found < 1 || found >= asked) return null;
  const fit = found === 1 ? '1 company fits' : `${found} companies fit`;
  const used = found === 1 ? '1 credit was' : `${found} credits were`;
  return `Only ${fit} your search, so ${used} used (you asked for ${asked}).`;
}

function errorDetails(error: unknown): string[] {
  const fields = isApiError(error) ? error.data?.errors : undefined;
  if (!fields) return [];
  return Object.values(fields).flatMap((messages) => (Array.isArray(messages) ? messages : [messages]));
}

/**
 * /companies (spec section 2, "AI Partner Discovery"): up to three target industries,
 * sub-regions and market segments (or Agnostic / Global), how many matches to see, and the
 * ranked partners with their Partner Fit Score and why. Each company shown costs one credit.
 */
export function DiscoveryPage() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const filtersQuery = useCompanyFiltersQuery();
  const [runSearch, search] = useLazySearchQuery();
  const [restored] = useState(savedSearchTake);
  const [form, setForm] = useState<SearchForm>(() => restored?.form ?? EMPTY_FORM);
  const [results, setResults] = useState<ScoredCompany[] | null>(() => restored?.results ?? null);
  // The number the shown results were asked for (the slider may have moved since).
  const [asked, setAsked] = useState<number | null>(() => restored?.asked ?? null);
  // The pipeline entry the search made: an intro request from a result carries its criteria.
  const [searchHistoryId, setSearchHistoryId] = useState<number | null>(() => restored?.searchHistoryId ?? null);
  const [loadHistory] = useLazySearchHistoryQuery();
  const [numberTouched, setNumberTouched] = useState(Boolean(restored));
  const [gate, setGate] = useState<GateCode | null>(null);
  const [problem, setProblem] = useState<{ title: string; details: string[] } | null>(null);
  // The criteria the shown results came from (the form may have changed since): what "Save this search" keeps.
  const [searched, setSearched] = useState<SearchForm | null>(() => (restored?.results ? restored.form : null));
  // /companies?savedSearchId=4 (an alert's link, "Open in discovery"): its criteria, filled in, not run.
  const [params] = useSearchParams();
  const savedSearchId = Number(params.get('savedSearchId'));
  const fromSaved = useSavedSearchQuery(
    { savedSearchId },
    { skip: !Number.isInteger(savedSearchId) || savedSearchId < 1 },
  );
  const [filledFrom, setFilledFrom] = useState<SavedSearch | null>(null);

  const filters = filtersQuery.data;
  const credits = filters?.availableSearchTokens ?? 0;
  const noCredits = Boolean(filters) && credits < 1;
  // A member who may not search yet keeps the Search button: it opens the dialog saying why.
  const gated = gateCodeFor(Boolean(user?.company), hasActiveSubscription(user));

  // The slider starts at min(credits, 10) and never goes past the credits left.
  useEffect(() => {
    if (!filters) return;
    setForm((current) => ({
      ...current,
      numberToShow: numberTouched
        ? clampNumberToShow(current.numberToShow, filters.availableSearchTokens)
        : defaultNumberToShow(filters.availableSearchTokens),
    }));
  }, [filters, numberTouched]);

  const industryOptions = useMemo<Option[]>(() => filters?.targertIndustries ?? [], [filters]);
  const regionOptions = useMemo<Option[]>(
    () => (filters?.targertGeoRegions ?? []).map((region) => ({ id: region.id, name: region.name, group: region.parentName })),
    [filters],
  );
  const segmentOptions = useMemo<Option[]>(() => filters?.targertMarketSegments ?? [], [filters]);

  const update = (patch: Partial<SearchForm>) => setForm((current) => ({ ...current, ...patch }));

  // A saved search's criteria, once both it and the filters' options are here (once per search).
  useEffect(() => {
    const saved = fromSaved.data;
    if (!saved || !filters || filledFrom?.savedSearchId === saved.savedSearchId) return;
    setFilledFrom(saved);
    setForm(formOfSavedSearch(saved, { industryOptions, regionOptions, segmentOptions }, filters.availableSearchTokens));
    setNumberTouched(true);
    setResults(null);
    setSearched(null);
    setAsked(null);
  }, [fromSaved.data, filters, filledFrom, industryOptions, regionOptions, segmentOptions]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    if (gated) {
      setGate(gated);
      return;
    }
    if (!hasCriteria(form)) {
      setProblem({ title: EMPTY_CRITERIA, details: [] });
      return;
    }
    try {
      const args = searchArgs(form);
      const found = await runSearch(args, false).unwrap();
      setResults(found);
      setSearched(form);
      setAsked(args.numberToShow);
      setSearchHistoryId(null);
      void newestSearchId().then(setSearchHistoryId);
    } catch (error) {
      const code = isApiError(error) ? gateCodeOf(error.data?.code) : null;
      if (code) setGate(code);
      else
        setProblem({
          title: apiErrorTitle(error) ?? 'The search failed. Nothing was spent; please try again.',
          details: errorDetails(error),
        });
    } finally {
      // Credits left (spec section 4) and the pipeline's new entry.
      dispatch(searchDoneTags);
    }
  };

  /**
   * The search's entry in the pipeline: the newest one just after it ran (the results do not
   * name it). Without it a request carries the fit for the company's own targets instead.
   */
  const newestSearchId = async (): Promise<number | null> => {
    try {
      const history = await loadHistory({ pageNumber: 1, pageSize: 10 }).unwrap();
      return history.data[0]?.searchHistoryId ?? null;
    } catch {
      return null;
    }
  };

  const clear = () => {
    setForm({ ...EMPTY_FORM, numberToShow: defaultNumberToShow(credits) });
    setNumberTouched(false);
    setResults(null);
    setSearched(null);
    setAsked(null);
    setSearchHistoryId(null);
    setProblem(null);
    setFilledFrom(null);
  };

  const fewer = results && asked !== null ? fewerThanAsked(results.length, asked) : null;

  const header = (
    <PageHeader
      title={DISCOVERY_TITLE}
      subtitle={DISCOVERY_SUBTITLE}
      actions={
        <Button component={RouterLink} to={paths.savedSearches} variant="outlined">
          Saved searches
        </Button>
      }
    />
  );

  if (filtersQuery.isError && !filters) {
    const code = isApiError(filtersQuery.error) ? gateCodeOf(filtersQuery.error.data?.code) : null;
    return (
      <>
        {header}
        {code ? (
          <ActionRequiredDialog code={gate ?? code} onClose={() => setGate(null)} />
        ) : null}
        <LoadError message="We couldn't load the search filters. Please try again." onRetry={() => void filtersQuery.refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      {filledFrom ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setFilledFrom(null)}>
          <AlertTitle>Your saved search “{filledFrom.name}” is filled in</AlertTitle>
          Nothing has run yet: Search uses one search credit for each company shown, as any search does.{' '}
          <Link component={RouterLink} to={paths.savedSearches}>
            Your saved searches
          </Link>
        </Alert>
      ) : fromSaved.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This saved search was not found: it may have been deleted.{' '}
          <Link component={RouterLink} to={paths.savedSearches}>
            Your saved searches
          </Link>
        </Alert>
      ) : null}
      <Paper component="form" variant="outlined" onSubmit={(event) => void submit(event)} aria-label="Partner criteria" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        {!filters ? (
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : (
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <CriteriaSelect
                label="Target industries"
                placeholder="Any industry"
                options={industryOptions}
                value={form.targetIndustries}
                onChange={(targetIndustries) => update({ targetIndustries })}
                disabled={form.isIndustryAgnostic}
              />
              {filters.isIndustryAgnosticAvailable ? (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={form.isIndustryAgnostic}
                      onChange={(event) => update({ isIndustryAgnostic: event.target.checked })}
                    />
                  }
                  label="Industry Agnostic"
                />
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CriteriaSelect
                label="Target geography"
                placeholder="Any sub-region"
                options={regionOptions}
                grouped
                value={form.targetGeoRegions}
                onChange={(targetGeoRegions) => update({ targetGeoRegions })}
                disabled={form.isGeoGlobal}
              />
              {filters.isGeoGlobalAvailable ? (
                <FormControlLabel
                  control={
                    <Checkbox checked={form.isGeoGlobal} onChange={(event) => update({ isGeoGlobal: event.target.checked })} />
                  }
                  label="Global"
                />
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CriteriaSelect
                label="Target market segment"
                placeholder="Any segment"
                options={segmentOptions}
                value={form.targetMarketSegments}
                onChange={(targetMarketSegments) => update({ targetMarketSegments })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              {noCredits ? (
                // No slider then: it could only show 1 while nothing can be shown.
                <>
                  <Typography id="number-to-show-label" gutterBottom sx={{ fontWeight: 600 }}>
                    {NO_CREDITS_LABEL}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Each company shown uses one search credit.
                  </Typography>
                </>
              ) : (
                <>
                  <Typography id="number-to-show-label" gutterBottom>
                    Number to show: <strong>{form.numberToShow}</strong>
                  </Typography>
                  <Slider
                    aria-labelledby="number-to-show-label"
                    min={1}
                    max={Math.max(1, credits)}
                    step={1}
                    value={form.numberToShow}
                    valueLabelDisplay="auto"
                    onChange={(_event, value) => {
                      setNumberTouched(true);
                      update({ numberToShow: value as number });
                    }}
                    sx={{ maxWidth: 480, display: 'block' }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {countOf(credits, 'search credit')} left: each company shown uses one.
                  </Typography>
                </>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: { md: 'flex-end' }, gap: 1.5 }}>
              <Button type="button" variant="outlined" onClick={clear}>
                Clear
              </Button>
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={noCredits && !gated} loading={search.isFetching}>
                Search
              </Button>
            </Grid>
          </Grid>
        )}
        {noCredits && !gated ? (
          <Alert severity="info" sx={{ mt: 2.5 }}>
            <Link component={RouterLink} to={paths.pricing}>
              Upgrade your membership
            </Link>{' '}
            for more search credits.
          </Alert>
        ) : null}
      </Paper>

      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
          <AlertTitle>{problem.title}</AlertTitle>
          {problem.details.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problem.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}

      {search.isFetching && !results ? (
        <Stack spacing={1} aria-label="Searching">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : results === null ? null : results.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_MATCHES}</Typography>
          {searched ? (
            <>
              <Typography color="text.secondary" sx={{ mt: 1.5, mb: 1.5 }}>
                Or save this search: you are alerted when a fitting company is approved.
              </Typography>
              <SaveSearchButton
                source={{ kind: 'criteria', criteria: criteriaOf(searched), suggestedName: suggestedNameOf(searched) }}
                topN={asked ?? 10}
              />
            </>
          ) : null}
        </Paper>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
              {countOf(results.length, 'matched partner')}
            </Typography>
            {searched ? (
              <SaveSearchButton
                source={{ kind: 'criteria', criteria: criteriaOf(searched), suggestedName: suggestedNameOf(searched) }}
                topN={asked ?? results.length}
              />
            ) : null}
          </Box>
          {fewer ? (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {fewer}
            </Alert>
          ) : null}
          <ResultsTable
            results={results}
            searchHistoryId={searchHistoryId}
            onOpenDetails={() => savedSearchKeep(form, results, asked ?? undefined, searchHistoryId)}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Every search is kept in your{' '}
            <Link component={RouterLink} to={paths.partnerPipeline}>
              partner pipeline
            </Link>
            .
          </Typography>
        </>
      )}

      <ActionRequiredDialog code={gate} onClose={() => setGate(null)} />
    </>
  );
}
