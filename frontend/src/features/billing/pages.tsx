import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSnackbar } from '@/lib/toast';
import { useEffect, useState, type ReactNode } from 'react';
import { useSessionUserId } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '@/app/store';
import { ContactUsDialog } from '@/components/contact-us/ContactUsDialog';
import { PageHeader } from '@/components/PageHeader';
import { baseApi } from '@/lib/api/baseApi';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { selectToken } from '@/lib/session/sessionSlice';
import { hasActiveSubscription } from '@/lib/session/types';
import { useUsersRetrieveQuery } from '@/lib/session/userApi';
import { usePaymentsCheckoutCreateMutation, usePricingPlansRetrieveQuery, type BillingPeriod, type PricingPlan } from './api';
import { PlanCard } from './components/PlanCard';
import { BILLING_PERIODS, buildCheckoutRequest } from '@/lib/pricing';

export const CHECKOUT_FAILED_MESSAGE = "We couldn't start the checkout. Please try again.";
export const PLANS_LOAD_FAILED_MESSAGE = "We couldn't load the plans. Please check your connection and try again.";

const PLAN_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(auto-fit, minmax(240px, 1fr))' },
  gap: 2,
  alignItems: 'stretch',
} as const;

/** Leaves the SPA for the payment provider's page. */
function goToCheckout(url: string) {
  window.location.href = url;
}

export interface PricingPageProps {
  /** Where the browser goes with the checkout URL (tests pass a spy). */
  redirect?: (url: string) => void;
}

/**
 * /pricing: the plans the server offers this member (the Test plan only reaches admins),
 * a Monthly/Yearly switch, checkout for paid plans and Contact Sales for custom pricing.
 */
export function PricingPage({ redirect = goToCheckout }: PricingPageProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [contactOpen, setContactOpen] = useState(false);
  const [pendingPlanId, setPendingPlanId] = useState<number | null>(null);
  const { data: planList, isLoading, isError, isFetching, refetch } = usePricingPlansRetrieveQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const plans = planList?.data;
  const [createCheckout] = usePaymentsCheckoutCreateMutation();

  const upgrade = async (plan: PricingPlan) => {
    if (pendingPlanId !== null) return;
    setPendingPlanId(plan.pricingPlanId);
    try {
      const { checkoutUrl } = await createCheckout({ checkoutInputRequest: buildCheckoutRequest(plan.pricingPlanId, period) }).unwrap();
      if (!checkoutUrl) throw new Error('No checkout URL');
      // The page is about to unload: keep the button's progress state until it does.
      redirect(checkoutUrl);
    } catch (error) {
      setPendingPlanId(null);
      const message = apiErrorTitle(error) ?? (isApiError(error) ? error.message : null) ?? CHECKOUT_FAILED_MESSAGE;
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  let body: ReactNode;
  if (isLoading || (isError && isFetching)) {
    body = (
      <Box sx={PLAN_GRID_SX} aria-busy="true" aria-label="Loading plans" role="status">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={380} data-testid="plan-skeleton" />
        ))}
      </Box>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {PLANS_LOAD_FAILED_MESSAGE}
      </Alert>
    );
  } else if (!plans?.length) {
    body = <Typography color="text.secondary">No plans are available right now.</Typography>;
  } else {
    body = (
      <Box sx={PLAN_GRID_SX}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.pricingPlanId}
            plan={plan}
            period={period}
            pending={pendingPlanId === plan.pricingPlanId}
            disabled={pendingPlanId !== null}
            onUpgrade={(chosen) => void upgrade(chosen)}
            onContactSales={() => setContactOpen(true)}
          />
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title="Plans"
        subtitle="Pick the plan that fits your partnering. Upgrade any time."
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period}
            aria-label="Billing period"
            onChange={(_event, value: BillingPeriod | null) => {
              if (value) setPeriod(value);
            }}
          >
            {BILLING_PERIODS.map((item) => (
              <ToggleButton key={item.value} value={item.value} aria-label={item.label} sx={{ px: 2 }}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      {body}
      <ContactUsDialog
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        defaultTopic="Custom pricing plan"
        title="Contact Sales"
        description="Tell us about your team and partnering goals, and we'll prepare a Partner Pro offer."
      />
    </>
  );
}

function ResultPanel({
  success,
  heading,
  children,
  action,
}: {
  success: boolean;
  heading: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <>
      <PageHeader title={heading} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640 }}>
        {success ? (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        ) : (
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        )}
        {children}
        <Box sx={{ mt: 3 }}>{action}</Box>
      </Paper>
    </>
  );
}

/** How long the success page keeps asking for the activated plan (the webhook may lag). */
const ACTIVATION_POLL_MS = 3000;
const ACTIVATION_POLL_LIMIT_MS = 60_000;

/**
 * /payments/success: the provider sends the member back here. The plan is activated by the
 * provider's webhook, so the cached user (and plans) are refreshed, and re-read for a while
 * until the plan shows as active.
 */
export function PaymentSuccessPage() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const userId = useSessionUserId();
  const [polling, setPolling] = useState(true);

  useEffect(() => {
    dispatch(baseApi.util.invalidateTags(['User', 'PricingPlan']));
    const timer = window.setTimeout(() => setPolling(false), ACTIVATION_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch]);

  const { data: user } = useUsersRetrieveQuery(token && userId ? { userId } : skipToken);
  const active = hasActiveSubscription(user);
  useUsersRetrieveQuery(token && userId && polling && !active ? { userId } : skipToken, {
    pollingInterval: ACTIVATION_POLL_MS,
    skipPollingIfUnfocused: true,
  });

  return (
    <ResultPanel
      success
      heading="Payment received"
      action={
        <Button href={paths.profile} variant="contained">
          Go to your profile
        </Button>
      }
    >
      <Typography sx={{ mt: 1.5, fontSize: '1.125rem' }}>
        Thank you! Your plan is being activated. Your plan and credits are shown on your profile.
      </Typography>
      {active && user?.subscription ? (
        <Typography color="text.secondary" sx={{ mt: 1 }} role="status">
          {`Your ${user.subscription.pricingPlanName} plan is active.`}
        </Typography>
      ) : null}
    </ResultPanel>
  );
}

/** /payments/cancel: the member left the checkout or the payment failed. */
export function PaymentCancelPage() {
  return (
    <ResultPanel
      success={false}
      heading="Payment not completed"
      action={
        <Button href={paths.pricing} variant="contained">
          Try Again
        </Button>
      }
    >
      <Typography sx={{ mt: 1.5, fontSize: '1.125rem' }}>Something went wrong with your payment.</Typography>
    </ResultPanel>
  );
}
