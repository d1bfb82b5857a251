import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { htmlToPreviewText } from '@/lib/sanitize';
import { CompanyLogo } from './CompanyLogo';

export const PRO_LIMIT_TEXT = 'Extended details are limited to PRO members.';
export const UPGRADE_LINK_TEXT = 'Upgrade your membership';
export const AGNOSTIC_LABEL = 'Agnostic';
export const GLOBAL_LABEL = 'Global';
/** Only 2 industry or region badges are shown, then an ellipsis (spec section 9). */
export const MAX_BADGES = 2;

/** What a locked card shows under the blur when the server withheld the chips. */
const PLACEHOLDER_CHIPS = ['Industry ••••', 'Region ••••'];

export interface CompanyCardProps {
  companyId: number;
  companyName: string;
  /** Plain text or HTML: shown as text, clamped to 3 lines. */
  description: string;
  companyLogoUrl?: string | null;
  /** Spelled as the API does. */
  targertIndustries: string[];
  geoRegions: string[];
  isIndustryAgnostic?: boolean;
  isGeoGlobal?: boolean;
  /** The viewer is not a PRO member: the chips are blurred behind an upgrade tooltip. */
  locked: boolean;
}

const clampSx = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/**
 * Blurred content with the PRO notice as a tooltip that opens on hover, keyboard focus or a
 * tap. The tooltip stays in the page (no portal) so Tab moves on to its upgrade link.
 */
function ProLocked({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const hovering = useRef(false);

  const focusInside = () => Boolean(containerRef.current?.contains(document.activeElement));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !containerRef.current?.contains(next)) {
      if (!hovering.current) setOpen(false);
    }
  };

  return (
    <Box
      ref={containerRef}
      onMouseEnter={() => {
        hovering.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        if (!focusInside()) setOpen(false);
      }}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
      sx={{ position: 'relative' }}
    >
      <Tooltip
        open={open}
        describeChild
        disableFocusListener
        disableHoverListener
        disableTouchListener
        placement="top"
        arrow
        slotProps={{
          popper: { disablePortal: true },
          tooltip: {
            sx: {
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: '1px solid',
              borderColor: 'divider',
              boxShadow: 6,
              fontSize: '0.8125rem',
              lineHeight: 1.5,
              p: 1.25,
              maxWidth: 260,
            },
          },
          arrow: { sx: { color: 'background.paper', '&::before': { border: '1px solid', borderColor: 'divider' } } },
        }}
        title={
          <Box component="span" sx={{ display: 'block', py: 0.25 }}>
            {PRO_LIMIT_TEXT}{' '}
            <Link href={paths.pricing} sx={{ fontWeight: 700, textDecoration: 'underline' }}>
              {UPGRADE_LINK_TEXT}
            </Link>
          </Box>
        }
      >
        <Box
          tabIndex={0}
          role="group"
          aria-label="Target industries and regions (PRO members only)"
          data-locked="true"
          onClick={() => setOpen(true)}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 0.75,
            borderRadius: 1,
            cursor: 'help',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box aria-hidden="true" className="company-card-locked-chips" sx={{ display: 'contents', '& > *': { filter: 'blur(4px)', userSelect: 'none', pointerEvents: 'none' } }}>
            {children}
          </Box>
        </Box>
      </Tooltip>
    </Box>
  );
}

function ChipRow({ label, items, overflow }: { label: string; items: string[]; overflow?: ReactNode }) {
  if (items.length === 0 && !overflow) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" sx={{ maxWidth: 160 }} />
      ))}
      {overflow}
    </Box>
  );
}

/** A company in lists and the partner program hub (spec section 2, "Company card"). */
export function CompanyCard({
  companyId,
  companyName,
  description,
  companyLogoUrl,
  targertIndustries,
  geoRegions,
  isIndustryAgnostic = false,
  isGeoGlobal = false,
  locked,
}: CompanyCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const detailsHref = paths.companyDetails(companyId);
  const text = useMemo(() => htmlToPreviewText(description), [description]);
  const industries = targertIndustries ?? [];
  const regions = geoRegions ?? [];

  // Locked, the server sends no chips (extended details): placeholders stand under the blur.
  const withheld = locked && industries.length === 0 && regions.length === 0 && !isIndustryAgnostic && !isGeoGlobal;
  const industryChips = withheld
    ? PLACEHOLDER_CHIPS
    : isIndustryAgnostic
      ? [AGNOSTIC_LABEL]
      : industries.slice(0, MAX_BADGES);
  const regionChips = withheld ? PLACEHOLDER_CHIPS : isGeoGlobal ? [GLOBAL_LABEL] : regions.slice(0, MAX_BADGES);
  const moreIndustries = !isIndustryAgnostic && industries.length > MAX_BADGES;
  const moreRegions = !isGeoGlobal && regions.length > MAX_BADGES;

  const industryRow = (
    <ChipRow
      label="Target industries"
      items={industryChips}
      overflow={
        moreIndustries ? (
          <Typography component="span" variant="body2" color="text.secondary" title={industries.slice(MAX_BADGES).join(', ')}>
            …
          </Typography>
        ) : null
      }
    />
  );
  const moreRegionsLink = moreRegions ? (
    <Link href={detailsHref} variant="body2" title={`${regions.length - MAX_BADGES} more regions`} sx={{ fontWeight: 700 }}>
      ...
    </Link>
  ) : null;
  // Unlocked, the '...' follows the region chips; locked, it stays clickable below the blur.
  const regionRow = <ChipRow label="Geo regions" items={regionChips} overflow={locked ? null : moreRegionsLink} />;
  const hasChips = industryChips.length > 0 || regionChips.length > 0;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-company-id={companyId}
      onClick={(event: MouseEvent<HTMLElement>) => {
        // A click anywhere on the card opens the company; its links and buttons keep their own.
        if (event.defaultPrevented || event.button !== 0) return;
        if ((event.target as HTMLElement).closest('a, button, [role="tooltip"]')) return;
        if (window.getSelection?.()?.toString()) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey) {
          window.open(detailsHref, '_blank', 'noopener');
          return;
        }
        void navigate(detailsHref);
      }}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        cursor: 'pointer',
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <CompanyLogo name={companyName} logoUrl={companyLogoUrl} size={44} />
          <Typography id={titleId} component="h3" variant="h3" sx={{ ...clampSx(2), minWidth: 0, overflowWrap: 'anywhere' }}>
            {companyName}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="company-card-description" sx={clampSx(3)}>
          {text || '—'}
        </Typography>
        {hasChips ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 'auto' }}>
            {hasChips && locked ? (
              <ProLocked>
                {industryRow}
                {regionRow}
              </ProLocked>
            ) : (
              <>
                {industryRow}
                {regionRow}
              </>
            )}
            {moreRegionsLink && locked ? <Box>{moreRegionsLink}</Box> : null}
          </Box>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button href={detailsHref} size="small" variant="outlined" aria-describedby={titleId} data-card-link="">
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}

export default CompanyCard;
