import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupUser } from '../../../test/utils';
import { CompanyCard, type CompanyCardProps } from './CompanyCard';

const base: CompanyCardProps = {
  companyId: 42,
  companyName: 'Acme Cloud',
  description: '<p>We build <strong>cloud</strong> tools.</p><p>Second paragraph.</p>',
  companyLogoUrl: null,
  targertIndustries: ['Fintech', 'Healthcare', 'Retail'],
  geoRegions: ['Western Europe', 'Northern America'],
  locked: false,
};

function renderCard(overrides: Partial<CompanyCardProps> = {}) {
  const utils = renderWithProviders(<CompanyCard {...base} {...overrides} />);
  const card = screen.getByRole('article', { name: overrides.companyName ?? base.companyName });
  return { ...utils, card };
}

describe('CompanyCard', () => {
  it('shows the name, the description as text, and a View Details link', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('heading', { name: 'Acme Cloud' })).toBeInTheDocument();
    expect(within(card).getByTestId('company-card-description')).toHaveTextContent('We build cloud tools. Second paragraph.');
    expect(card.querySelector('strong')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/companies/42');
  });

  it('clamps the description to 3 lines', () => {
    const { card } = renderCard();
    expect(within(card).getByTestId('company-card-description')).toHaveStyle({ WebkitLineClamp: '3', overflow: 'hidden' });
  });

  it('shows the initials when there is no logo', () => {
    const { card } = renderCard();
    expect(within(card).getByText('AC')).toBeInTheDocument();
  });

  it('shows at most 2 industry and 2 region chips', () => {
    const { card } = renderCard({ geoRegions: ['Western Europe', 'Northern America', 'Eastern Asia', 'Oceania'] });
    const industries = within(card).getByRole('group', { name: 'Target industries' });
    expect(within(industries).getByText('Fintech')).toBeInTheDocument();
    expect(within(industries).getByText('Healthcare')).toBeInTheDocument();
    expect(within(industries).queryByText('Retail')).not.toBeInTheDocument();
    const regions = within(card).getByRole('group', { name: 'Geo regions' });
    expect(within(regions).getByText('Western Europe')).toBeInTheDocument();
    expect(within(regions).getByText('Northern America')).toBeInTheDocument();
    expect(within(regions).queryByText('Eastern Asia')).not.toBeInTheDocument();
    expect(card.querySelectorAll('.MuiChip-root')).toHaveLength(4);
  });

  it("links '...' to the company when there are more than 2 regions", () => {
    const { card, unmount } = renderCard({ geoRegions: ['A', 'B', 'C'] });
    expect(within(card).getByRole('link', { name: '...' })).toHaveAttribute('href', '/companies/42');
    unmount();
    const second = renderCard({ geoRegions: ['A', 'B'] });
    expect(within(second.card).queryByRole('link', { name: '...' })).not.toBeInTheDocument();
  });

  it("shows 'Agnostic' and 'Global' instead of the lists", () => {
    const { card } = renderCard({ isIndustryAgnostic: true, isGeoGlobal: true, geoRegions: ['A', 'B', 'C'] });
    expect(within(card).getByText('Agnostic')).toBeInTheDocument();
    expect(within(card).getByText('Global')).toBeInTheDocument();
    expect(within(card).queryByText('Fintech')).not.toBeInTheDocument();
    expect(within(card).queryByText('A')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: '...' })).not.toBeInTheDocument();
  });

  it('is not blurred for PRO viewers', () => {
    const { card } = renderCard();
    expect(card.querySelector('[data-locked]')).toBeNull();
    expect(screen.queryByText('Extended details are limited to PRO members.')).not.toBeInTheDocument();
  });

  describe('locked (non-PRO viewer)', () => {
    it('blurs the chips', () => {
      const { card } = renderCard({ locked: true });
      const locked = card.querySelector('[data-locked]') as HTMLElement;
      expect(locked).not.toBeNull();
      const blurred = locked.querySelector('.company-card-locked-chips') as HTMLElement;
      expect(within(blurred).getByText('Fintech')).toBeInTheDocument();
      const row = within(blurred).getByText('Fintech').closest('[aria-label="Target industries"]') as HTMLElement;
      expect(getComputedStyle(row).filter).toBe('blur(4px)');
    });

    it('shows the PRO tooltip with the upgrade link on hover', async () => {
      const user = setupUser();
      const { card } = renderCard({ locked: true });
      await user.hover(within(card).getByRole('group', { name: /PRO members only/ }));
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Extended details are limited to PRO members.');
      expect(within(tooltip).getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute('href', '/pricing');
    });

    it('opens the tooltip on keyboard focus and keeps it while tabbing to the link', async () => {
      const user = setupUser();
      const { card } = renderCard({ locked: true });
      await user.tab();
      const group = within(card).getByRole('group', { name: /PRO members only/ });
      expect(group).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip');
      expect(group).toHaveAttribute('aria-describedby', tooltip.id);
      await user.tab();
      expect(within(tooltip).getByRole('link', { name: 'Upgrade your membership' })).toHaveFocus();
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      await user.tab();
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    });

    it('closes the tooltip with Escape', async () => {
      const { card } = renderCard({ locked: true });
      const group = within(card).getByRole('group', { name: /PRO members only/ });
      act(() => group.focus());
      await screen.findByRole('tooltip');
      fireEvent.keyDown(group, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    });

    it("keeps the '...' link clickable outside the blur", () => {
      const { card } = renderCard({ locked: true, geoRegions: ['A', 'B', 'C'] });
      const more = within(card).getByRole('link', { name: '...' });
      expect(more.closest('[data-locked]')).toBeNull();
    });
  });
});
