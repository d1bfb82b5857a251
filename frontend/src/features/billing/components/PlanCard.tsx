import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BillingPeriod, PricingPlan } from '../api';
import { formatPlanPrice, planAction, upgradeLabel } from '@/lib/pricing';

export interface PlanCardProps {
  plan: PricingPlan;
  period: BillingPeriod;
  /** This plan's checkout is being created. */
  pending?: boolean;
  /** Another checkout is being created: purchase buttons wait. */
  disabled?: boolean;
  onUpgrade: (plan: PricingPlan) => void;
  onContactSales: (plan: PricingPlan) => void;
}

/** One plan of /pricing: name, chips, description, price, features and the plan's action. */
export function PlanCard({ plan, period, pending = false, disabled = false, onUpgrade, onContactSales }: PlanCardProps) {
  const nameId = useId();
  const action = planAction(plan);
  const current = action === 'current';
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={nameId} variant="h2" component="h2">
            {plan.name}
          </Typography>
          {current ? <Chip label="Current plan" color="primary" size="small" /> : null}
          {plan.isAdminOnly ? <Chip label="Admin only" color="warning" size="small" variant="outlined" /> : null}
        </Box>
        {plan.description ? (
          <Typography color="text.secondary" sx={{ minHeight: { md: 48 } }}>
            {plan.description}
          </Typography>
        ) : null}
        <Typography
          data-testid="plan-price"
          sx={{ fontSize: plan.isCustomPricing ? '1.5rem' : '2rem', fontWeight: 700, my: 2 }}
        >
          {formatPlanPrice(plan, period)}
        </Typography>
        {plan.features?.length ? (
          <List dense disablePadding aria-label={`${plan.name} features`}>
            {plan.features.map((feature) => (
              <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 30, mt: 0.5 }}>
                  <CheckIcon fontSize="small" color="success" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, minHeight: 68 }}>
        {action === 'current' ? (
          <Button fullWidth variant="outlined" disabled>
            Current plan
          </Button>
        ) : action === 'contact' ? (
          <Button fullWidth variant="outlined" onClick={() => onContactSales(plan)}>
            Contact Sales
          </Button>
        ) : action === 'purchase' ? (
          <Button
            fullWidth
            variant="contained"
            loading={pending}
            loadingPosition="center"
            disabled={disabled && !pending}
            onClick={() => onUpgrade(plan)}
          >
            {upgradeLabel(plan)}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
