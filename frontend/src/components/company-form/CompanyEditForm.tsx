import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from '@/lib/toast';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DiscardChangesDialog } from '@/components/ConfirmDialog';
import { OptionsErrorAlert } from './OptionsErrorAlert';
import { useCompanyFormOptions } from './useCompanyFormOptions';
import { useSaveCompanyChange, type SaveTarget } from './useSaveCompanyChange';
import { valuesFromCompany } from './payload';
import { sectionsResolver } from './resolver';
import { editSchemas } from './schemas';
import { applyCompanyServerErrors } from './serverErrors';
import { ContactsSection } from './sections/ContactsSection';
import { DetailsInfoSection } from './sections/DetailsInfoSection';
import { OfferSection } from './sections/OfferSection';
import { PartnerProgramSection } from './sections/PartnerProgramSection';
import { TargetInfoSection } from './sections/TargetInfoSection';
import type { CompanyFormValues, CompanyView } from './values';
import { FormErrorsAlert } from './FormErrorsAlert';

export const COMPANY_UPDATED_MESSAGE = 'Company updated successfully';
export const COMPANY_SAVE_FAILED_MESSAGE = 'Failed to save company changes';

interface CompanyEditFormProps {
  company: CompanyView;
  target: SaveTarget;
  /** Called after a successful save (the caller leaves edit mode; caches refetch). */
  onSaved: () => void;
  /** Called after the user confirmed discarding the edit. */
  onCancel: () => void;
}

/**
 * The company edit form (my company and company details): every section at once. Save
 * validates details + target info, the partner program and the contacts (edit rules).
 */
export function CompanyEditForm({ company, target, onSaved, onCancel }: CompanyEditFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { options, isLoading: optionsLoading, isError: optionsError, refetch } = useCompanyFormOptions();
  const { save } = useSaveCompanyChange();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<CompanyFormValues>({
    defaultValues: valuesFromCompany(company),
    resolver: sectionsResolver<CompanyFormValues>(() => editSchemas),
  });
  const { handleSubmit, setError, formState } = form;
  const saving = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setOtherErrors([]);
    try {
      await save(values, target);
      enqueueSnackbar(COMPANY_UPDATED_MESSAGE, { variant: 'success' });
      onSaved();
    } catch (error) {
      const mapped = applyCompanyServerErrors(error, setError);
      setOtherErrors(mapped.other);
      enqueueSnackbar(COMPANY_SAVE_FAILED_MESSAGE, { variant: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit company">
      <Stack spacing={2.5}>
        {optionsError ? <OptionsErrorAlert onRetry={refetch} /> : null}
        <DetailsInfoSection form={form} options={options} disabled={saving} saved={company} />
        <TargetInfoSection form={form} options={options} disabled={saving} loading={optionsLoading} />
        <PartnerProgramSection form={form} options={options} disabled={saving} loading={optionsLoading} />
        <OfferSection form={form} disabled={saving} />
        <ContactsSection form={form} mode="edit" disabled={saving} />
        <FormErrorsAlert messages={otherErrors} />
        <Paper
          variant="outlined"
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}
        >
          <Button color="inherit" variant="outlined" onClick={() => setConfirmOpen(true)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save
          </Button>
        </Paper>
      </Stack>
      <DiscardChangesDialog
        open={confirmOpen}
        onDiscard={() => onCancel()}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
}
