import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { paths } from '@/app/paths';
import { ComingSoon } from '@/components/ComingSoon';
import { ContactUsDialog } from '@/components/contact-us/ContactUsDialog';
import { PageHeader } from '@/components/PageHeader';

export function PricingPage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <>
      <ComingSoon
        title="Plans"
        subtitle="Free, Growth and Partner Pro: pick the plan that fits your partnering."
        description="Plan cards and checkout arrive here. For Partner Pro, custom pricing is available from our sales team today."
      >
        <Button variant="contained" onClick={() => setContactOpen(true)}>
          Contact Sales
        </Button>
      </ComingSoon>
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
  text,
  action,
}: {
  success: boolean;
  heading: string;
  text: string;
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
        <Typography sx={{ mt: 1.5, fontSize: '1.125rem' }}>{text}</Typography>
        <Box sx={{ mt: 3 }}>{action}</Box>
      </Paper>
    </>
  );
}

export function PaymentSuccessPage() {
  return (
    <ResultPanel
      success
      heading="Payment successful"
      text="Thank you! Your subscription is being activated. Your plan and credits are shown on your profile."
      action={
        <Button href={paths.profile} variant="contained">
          Go to your profile
        </Button>
      }
    />
  );
}

export function PaymentCancelPage() {
  return (
    <ResultPanel
      success={false}
      heading="Payment not completed"
      text="Something went wrong with your payment."
      action={
        <Button href={paths.pricing} variant="contained">
          Try Again
        </Button>
      }
    />
  );
}
