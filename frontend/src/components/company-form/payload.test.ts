import { buildCompanySavePayload, logoForWebsite, valuesFromCompany, websiteHost } from './payload';
import { emptyCompanyValues, type CompanyFormValues } from './values';
import type { CompanyDetail } from '@/components/company/types';

function values(overrides: Partial<CompanyFormValues> = {}): CompanyFormValues {
  return {
    ...emptyCompanyValues(),
    name: '  Acme  ',
    description: '<p>About Acme</p>',
    website: ' https://www.Acme.io/partners ',
    partnerType: 2,
    companySize: 1,
    targetIndustryIds: [3, 7],
    marketSegmentIds: [1],
    geoRegionIds: [155, 39],
    dealSizeIds: [2, 3],
    goalForNextYear: '',
    partnershipTypeIds: [1, 4],
    partnerPage: 'https://acme.io/partners ',
    partnerProgramDescription: '<p>Program</p>',
    partnerReadiness: 2,
    offerDescription: '<p>Offer</p>',
    contacts: [
      { contactId: 5, firstName: ' Jane ', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' },
      { firstName: '', lastName: '', email: 'sales@acme.io', position: '', linkedInUrl: '' },
    ],
    ...overrides,
  };
}

describe('logo from the website', () => {
  const saved = { website: 'https://www.acme.io', logoUrl: `/media/logos/${'a'.repeat(64)}.png` };

  it('uses the website host without www.', () => {
    expect(websiteHost('https://www.Acme.io/partners')).toBe('acme.io');
    expect(websiteHost('www.acme.io')).toBe('acme.io');
  });

  it("shows the saved logo (served from this site) while the website keeps its host", () => {
    expect(logoForWebsite('https://acme.io/partners', saved)).toBe(saved.logoUrl);
    expect(logoForWebsite('www.ACME.io', saved)).toBe(saved.logoUrl);
  });

  it('asks no logo service: another host or a new company shows none until the server fetched it', () => {
    expect(logoForWebsite('https://acme.example', saved)).toBeNull();
    expect(logoForWebsite('https://acme.io')).toBeNull();
    expect(logoForWebsite('https://acme.io', { website: 'https://acme.io', logoUrl: null })).toBeNull();
    expect(buildCompanySavePayload(values()).logoUrl).toBeNull(); // the server derives it
  });

  it('is cleared with the website', () => {
    expect(logoForWebsite('', saved)).toBeNull();
    expect(logoForWebsite('   ', saved)).toBeNull();
    expect(buildCompanySavePayload(values({ website: '' })).logoUrl).toBeNull();
  });
});

describe('save payload', () => {
  it('builds a new company change with ids, codes and trimmed texts', () => {
    expect(buildCompanySavePayload(values())).toEqual({
      name: 'Acme',
      description: '<p>About Acme</p>',
      website: 'https://www.Acme.io/partners',
      logoUrl: null,
      partnerType: 2,
      marketSegmentIds: [1],
      isIndustryAgnostic: false,
      targetIndustryIds: [3, 7],
      isGeoGlobal: false,
      geoRegionIds: [155, 39],
      dealSizeIds: [2, 3],
      goalForNextYear: null,
      companySize: 1,
      partnershipTypeIds: [1, 4],
      partnerReadiness: 2,
      partnerPage: 'https://acme.io/partners',
      partnerProgramDescription: '<p>Program</p>',
      offerDescription: '<p>Offer</p>',
      contacts: [
        { contactId: 5, firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' },
        { firstName: '', lastName: '', email: 'sales@acme.io', position: '', linkedInUrl: '' },
      ],
      companyId: null,
    });
  });

  it('sends no industry ids when agnostic and no region ids when global', () => {
    const payload = buildCompanySavePayload(values({ isIndustryAgnostic: true, isGeoGlobal: true }));
    expect(payload.isIndustryAgnostic).toBe(true);
    expect(payload.targetIndustryIds).toEqual([]);
    expect(payload.isGeoGlobal).toBe(true);
    expect(payload.geoRegionIds).toEqual([]);
  });

  it('carries the company id of an update and the change id of a pending change', () => {
    const update = buildCompanySavePayload(values(), { companyId: 3 });
    expect(update.companyId).toBe(3);
    expect(update).not.toHaveProperty('companyChangeId');
    const pending = buildCompanySavePayload(values(), { companyId: 3, companyChangeId: 9 });
    expect(pending.companyChangeId).toBe(9);
  });
});

describe('form values from a company', () => {
  const company: CompanyDetail = {
    companyId: 3,
    companyChangeId: null,
    status: 'Approved',
    name: 'Acme',
    logoUrl: null,
    website: 'https://acme.io',
    description: '<p>..</p>',
    partnerType: 1,
    hasUserViewAccess: true,
    hasUserEditAccess: false,
    members: [{ userId: 7, isCompanyAdmin: true }],
    contacts: [{ contactId: 1, firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' }],
    targetInfo: {
      isIndustryAgnostic: false,
      targetIndustries: [{ id: 1, name: 'Fintech' }],
      isGeoGlobal: true,
      geoRegions: [],
      marketSegments: [{ id: 1, name: 'SMB' }],
      companySize: 2,
      dealSizes: [{ id: 2, name: '$1,201 - $12,000' }],
      goalForNextYear: null,
    },
    partnershipProgram: {
      partnershipTypes: [{ id: 1, name: 'Reseller' }],
      partnerPage: 'https://acme.io/p',
      partnerProgramDescription: '<p>p</p>',
      partnerReadiness: 2,
    },
    companyOffer: { offerDescription: '<p>o</p>' },
  };

  it('maps the detail shape back to ids and codes, and round-trips', () => {
    const formValues = valuesFromCompany(company);
    expect(formValues).toMatchObject({
      name: 'Acme',
      partnerType: 1,
      companySize: 2,
      targetIndustryIds: [1],
      isGeoGlobal: true,
      marketSegmentIds: [1],
      dealSizeIds: [2],
      goalForNextYear: '',
      partnershipTypeIds: [1],
      partnerReadiness: 2,
      offerDescription: '<p>o</p>',
    });
    const payload = buildCompanySavePayload(formValues, { companyId: 3 });
    expect(payload.contacts).toEqual([company.contacts![0]]);
    expect(payload.goalForNextYear).toBeNull();
  });

  it('starts empty without data (no view access)', () => {
    const hidden = { ...company, contacts: null, targetInfo: null, partnershipProgram: null, companyOffer: null };
    const formValues = valuesFromCompany(hidden);
    expect(formValues.contacts).toEqual([]);
    expect(formValues.marketSegmentIds).toEqual([]);
    expect(formValues.companySize).toBe('');
  });
});
