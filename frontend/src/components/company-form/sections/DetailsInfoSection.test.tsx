import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithProviders, setupUser } from '../../../../test/utils';
import { formOptions } from '@/components/company-form/options';
import { emptyCompanyValues, type CompanyFormValues } from '@/components/company-form/values';
import type { SavedLogo } from '@/components/company-form/payload';
import { DetailsInfoSection } from './DetailsInfoSection';

const LOGO = `/media/logos/${'b'.repeat(64)}.png`;

function Harness({ saved }: { saved?: SavedLogo }) {
  const form = useForm<CompanyFormValues>({
    defaultValues: { ...emptyCompanyValues(), name: 'Acme Cloud', website: saved?.website ?? '' },
  });
  return <DetailsInfoSection form={form} options={formOptions(null)} saved={saved} />;
}

describe('the logo preview of the company form', () => {
  it("shows the saved logo from this site while the website keeps its host, the initials for another", async () => {
    const user = setupUser();
    renderWithProviders(<Harness saved={{ website: 'https://www.acme-cloud.io', logoUrl: LOGO }} />);
    const preview = screen.getByTestId('logo-preview');
    expect(preview).toHaveTextContent('Logo preview');
    expect(preview.querySelector('img')).toHaveAttribute('src', LOGO);

    const website = screen.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'https://acme-cloud.io/partners');
    expect(preview.querySelector('img')).toHaveAttribute('src', LOGO);

    await user.clear(website);
    await user.type(website, 'https://acme.example');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('AC');
    expect(preview).toHaveTextContent('Logo from the website once approved');

    await user.clear(website);
    expect(preview).toHaveTextContent('No logo yet');
  });

  it('shows the initials when the company has no logo', () => {
    renderWithProviders(<Harness saved={{ website: 'https://www.acme-cloud.io', logoUrl: null }} />);
    const preview = screen.getByTestId('logo-preview');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('AC');
  });
});
