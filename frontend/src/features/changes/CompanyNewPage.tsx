import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { DiscardChangesDialog } from '@/components/ConfirmDialog';
import { OptionsErrorAlert } from '@/components/company-form/OptionsErrorAlert';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle, isApiError } from '@/lib/api/errors';
import { sectionsResolver } from '@/components/company-form/resolver';
import { wizardStepSchemas } from '@/components/company-form/schemas';
import { applyCompanyServerErrors } from '@/components/company-form/serverErrors';
import { ContactsSection } from '@/components/company-form/sections/ContactsSection';
import { DetailsInfoSection } from '@/components/company-form/sections/DetailsInfoSection';
import { OfferSection } from '@/components/company-form/sections/OfferSection';
import { PartnerProgramSection } from '@/components/company-form/sections/PartnerProgramSection';
import { TargetInfoSection } from '@/components/company-form/sections/TargetInfoSection';
import { emptyCompanyValues, wizardStepFields, type CompanyFormValues } from '@/components/company-form/values';
import { useCompanyFormOptions } from '@/components/company-form/useCompanyFormOptions';
import { useSaveCompanyChange } from '@/components/company-form/useSaveCompanyChange';
import { FormErrorsAlert } from '@/components/company-form/FormErrorsAlert';

export const COMPANY_CREATED_MESSAGE = 'Company created successfully!';
export const COMPANY_CREATE_FAILED_MESSAGE = 'Failed to create company. Please try again.';

/**
 * A 409 answer: the server refused because something already exists (a change of this
 * member's new company waits for approval, or the member already has a company). Trying
 * again cannot help, so the wizard shows the server's sentence and the way to what exists.
 */
export interface CreateConflict {
  message: string;
  linkText: string;
}

export function createConflictOf(error: unknown): CreateConflict | null {
  if (apiErrorStatus(error) !== 409) return null;
  const message = apiErrorTitle(error) ?? COMPANY_CREATE_FAILED_MESSAGE;
  const pending = isApiError(error) && error.data?.code === 'pendingChangeExists';
  return { message, linkText: pending ? 'Open the pending change' : 'Open My Company' };
}

type Step = 1 | 2;

/**
 * /companies/new: a two-step wizard. Step 1 of 2: details and target info; step 2 of 2:
 * partner program, exclusive offer and contacts. Step 2 is reached only if step 1
 * validates; Save works only if step 2 validates. Success goes to /my-company.
 */
export function CompanyNewPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { options, isLoading: optionsLoading, isError: optionsError, refetch } = useCompanyFormOptions();
  const { save } = useSaveCompanyChange();
  const [step, setStep] = useState<Step>(1);
  const stepRef = useRef<Step>(1);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<CreateConflict | null>(null);
  const form = useForm<CompanyFormValues>({
    defaultValues: emptyCompanyValues(),
    // Only the current step's sections are validated.
    resolver: sectionsResolver<CompanyFormValues>(() => wizardStepSchemas[stepRef.current]),
  });
  const { handleSubmit, setError, formState, reset, getValues } = form;
  const saving = formState.isSubmitting && step === 2;
  // Read during render so react-hook-form tracks it.
  const { isDirty } = formState;

  const goTo = (next: Step) => {
    stepRef.current = next;
    setStep(next);
    // Each step starts without "submitted" state: its fields are checked when it is submitted.
    reset(getValues(), { keepDirty: true, keepDefaultValues: true, keepTouched: true });
  };

  // A new step moves focus (and the view) to the step indicator, for keyboard and screen-reader users.
  const stepLabelRef = useRef<HTMLParagraphElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepLabelRef.current?.focus();
  }, [step]);

  const onNext = handleSubmit(() => goTo(2));

  const onSave = handleSubmit(async (values) => {
    setOtherErrors([]);
    setConflict(null);
    try {
      await save(values, { companyId: null });
      enqueueSnackbar(COMPANY_CREATED_MESSAGE, { variant: 'success' });
      navigate(paths.myCompany);
    } catch (error) {
      const found = createConflictOf(error);
      if (found) {
        setConflict(found);
        enqueueSnackbar(found.message, { variant: 'error' });
        return;
      }
      const mapped = applyCompanyServerErrors(error, setError);
      setOtherErrors(mapped.other);
      const stepOneField = mapped.fields.find((field) => (wizardStepFields[1] as readonly string[]).includes(field));
      if (stepOneField) {
        stepRef.current = 1;
        setStep(1);
      }
      enqueueSnackbar(COMPANY_CREATE_FAILED_MESSAGE, { variant: 'error' });
    }
  });

  const onCancel = () => {
    if (isDirty) setConfirmOpen(true);
    else navigate(paths.myCompany);
  };

  return (
    <>
      <PageHeader
        title="Create company"
        subtitle="Tell partners who you are, whom you serve and how to work with you."
      />
      <Box sx={{ mb: 2.5 }}>
        <Typography
          ref={stepLabelRef}
          tabIndex={-1}
          variant="overline"
          component="p"
          color="text.secondary"
          data-testid="wizard-step"
          sx={{ outline: 'none' }}
        >
          {`Step ${step} of 2`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={step === 1 ? 50 : 100}
          aria-label={`Step ${step} of 2`}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box component="form" noValidate onSubmit={step === 1 ? onNext : onSave} aria-label="Create company">
        <Stack spacing={2.5}>
          {optionsError ? <OptionsErrorAlert onRetry={refetch} /> : null}
          {step === 1 ? (
            <>
              <DetailsInfoSection form={form} options={options} />
              <TargetInfoSection form={form} options={options} loading={optionsLoading} />
            </>
          ) : (
            <>
              <PartnerProgramSection form={form} options={options} loading={optionsLoading} disabled={saving} />
              <OfferSection form={form} disabled={saving} />
              <ContactsSection form={form} mode="wizard" disabled={saving} />
            </>
          )}
          <FormErrorsAlert messages={otherErrors} />
          {conflict ? (
            <Alert severity="warning" data-testid="create-conflict">
              {conflict.message}{' '}
              <Link href={paths.myCompany} color="inherit" sx={{ fontWeight: 500 }}>
                {conflict.linkText}
              </Link>
            </Alert>
          ) : null}
          <Paper
            variant="outlined"
            sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
          >
            <Button color="inherit" variant="outlined" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Box sx={{ flex: 1 }} />
            {step === 2 ? (
              <Button color="inherit" variant="outlined" onClick={() => goTo(1)} disabled={saving}>
                Back
              </Button>
            ) : null}
            {step === 1 ? (
              <Button type="submit" variant="contained">
                Next Step
              </Button>
            ) : (
              <Button type="submit" variant="contained" loading={saving}>
                Save
              </Button>
            )}
          </Paper>
        </Stack>
      </Box>
      <DiscardChangesDialog
        open={confirmOpen}
        title="Discard the new company?"
        onDiscard={() => navigate(paths.myCompany)}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
