import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { paths } from '@/lib/paths';
import { DetailRow } from '@/components/DetailRow';
import type { UserSubscription } from '@/lib/session/types';
import { subscriptionSummary } from '@/lib/pricing';

/**
 * The profile's "Subscription info" block: 'My plan', 'Plan renews on' and 'Credits'
 * (used/quota), with an "Upgrade" link to /pricing while no paid plan is active.
 */
export function SubscriptionInfo({ subscription }: { subscription: UserSubscription | null | undefined }) {
  const headingId = useId();
  const summary = subscriptionSummary(subscription);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
          Subscription info
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <DetailRow label="My plan">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
              <span data-testid="my-plan">{summary.planName}</span>
              {summary.showUpgrade ? (
                <Button href={paths.pricing} size="small" variant="contained">
                  Upgrade
                </Button>
              ) : null}
            </Box>
          </DetailRow>
          <DetailRow label="Plan renews on">
            <span data-testid="plan-renews-on">{summary.renewsOn}</span>
          </DetailRow>
          <DetailRow label="Credits">
            <span data-testid="credits">{summary.credits}</span>
          </DetailRow>
        </Box>
      </CardContent>
    </Card>
  );
}
