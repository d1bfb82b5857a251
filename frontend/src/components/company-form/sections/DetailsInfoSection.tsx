import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { muiField } from '@/lib/forms/muiField';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { RichTextField } from '@/components/company-form/fields/RichTextField';
import { SelectField } from '@/components/company-form/fields/SelectField';
import type { CompanyFormOptions } from '@/components/company-form/options';
import { logoForWebsite, websiteHost, type SavedLogo } from '@/components/company-form/payload';
import type { CompanyFormValues } from '@/components/company-form/values';
import { FormSection } from './FormSection';

interface SectionProps {
  form: UseFormReturn<CompanyFormValues>;
  options: CompanyFormOptions;
  disabled?: boolean;
  /** The company as saved (editing): its logo shows while the website keeps its host. */
  saved?: SavedLogo | null;
}

/** What the logo preview says: a logo, one to come from a new website's host, or none. */
function logoPreviewText(logoUrl: string | null, website: string): string {
  if (logoUrl) return 'Logo preview';
  return websiteHost(website) ? 'Logo from the website once approved' : 'No logo yet';
}

/** Company name, description, website (with the logo derived from it), partner type, size. */
export function DetailsInfoSection({ form, options, disabled, saved }: SectionProps) {
  const [name, website] = useWatch({ control: form.control, name: ['name', 'website'] });
  const logoUrl = logoForWebsite(website, saved);
  const websiteField = muiField(form, 'website');
  return (
    <FormSection title="Details info">
      <Stack spacing={2.5}>
        <TextField {...muiField(form, 'name')} label="Company name" disabled={disabled} fullWidth autoComplete="organization" />
        <RichTextField
          control={form.control}
          name="description"
          label="Description"
          disabled={disabled}
          helperText="At least 150 characters: what the company does and for whom."
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...websiteField}
            label="Website"
            placeholder="https://www.example.com"
            disabled={disabled}
            fullWidth
            autoComplete="url"
            helperText={websiteField.helperText ?? 'Starts with https:// or www. Its domain gives the logo.'}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180, pt: { sm: 0.5 } }} data-testid="logo-preview">
            <CompanyLogo name={name || 'Company'} logoUrl={logoUrl} size={48} />
            <Typography variant="body2" color="text.secondary">
              {logoPreviewText(logoUrl, website)}
            </Typography>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
          <SelectField control={form.control} name="partnerType" label="Partner type" options={options.partnerTypes} disabled={disabled} />
          <SelectField control={form.control} name="companySize" label="Company size" options={options.companySizes} disabled={disabled} />
        </Stack>
      </Stack>
    </FormSection>
  );
}
