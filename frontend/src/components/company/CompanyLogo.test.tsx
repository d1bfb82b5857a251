import { render, screen } from '@testing-library/react';
import { CompanyLogo, companyInitials } from './CompanyLogo';

describe('CompanyLogo', () => {
  it('makes initials from up to two words', () => {
    expect(companyInitials('Acme Cloud Labs')).toBe('AC');
    expect(companyInitials('acme')).toBe('A');
    expect(companyInitials('  (Beta) io  ')).toBe('BI');
    expect(companyInitials('')).toBe('?');
    expect(companyInitials(null)).toBe('?');
  });

  it('shows the logo image when there is one', () => {
    render(<CompanyLogo name="Acme" logoUrl="https://logo.test/acme.png" size={56} />);
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', 'https://logo.test/acme.png');
  });

  it('falls back to the initials without a logo', () => {
    render(<CompanyLogo name="Acme Cloud" logoUrl={null} />);
    expect(screen.getByText('AC')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
