/** Test data and stand-ins shared by the company screens' component tests. */
import { createElement } from 'react';
import type { CompanyDetail, GeoRegionOption, Lookups } from '@/components/company/types';

export const lookups: Lookups = {
  industries: [
    { id: 3, name: 'Cybersecurity' },
    { id: 7, name: 'Fintech & Payments' },
  ],
  geoRegions: [
    { id: 155, name: 'Western Europe' },
    { id: 21, name: 'Northern America' },
  ],
  marketSegments: [
    { id: 1, name: 'Small businesses (SMB)' },
    { id: 2, name: 'Mid-market' },
  ],
  dealSizes: [
    { id: 1, name: 'Below $1,200' },
    { id: 2, name: '$1,201 – $12,000' },
  ],
  partnershipTypes: [
    { id: 1, name: 'Reseller' },
    { id: 2, name: 'Referral' },
  ],
  companySizes: [
    { id: 1, name: 'Enterprise' },
    { id: 2, name: 'Midmarket' },
    { id: 3, name: 'SMB' },
  ],
  goals: [
    { id: 1, name: 'Enter new markets' },
    { id: 2, name: 'Expand market share' },
  ],
  readinessLevels: [
    { id: 1, name: 'Early stage' },
    { id: 2, name: 'Developing' },
    { id: 3, name: 'Mature partner (Pro)' },
  ],
  partnerTypes: [
    { id: 1, name: 'Technology Partner' },
    { id: 2, name: 'Channel Partner' },
  ],
};

export const subRegions: GeoRegionOption[] = [
  { id: 155, name: 'Western Europe', parentId: 150, parentName: 'Europe' },
  { id: 21, name: 'Northern America', parentId: 19, parentName: 'Americas' },
];

export const LONG_DESCRIPTION = `<p>${'Acme builds partner software for B2B companies. '.repeat(4).trim()}</p>`;

export function makeCompany(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    companyId: 3,
    companyChangeId: null,
    name: 'Acme Cloud',
    logoUrl: null,
    website: 'https://acme-cloud.com',
    description: LONG_DESCRIPTION,
    partnerType: 1,
    status: 'Approved',
    hasUserViewAccess: true,
    hasUserEditAccess: false,
    members: [{ userId: 7, isCompanyAdmin: true }],
    contacts: [
      { contactId: 1, firstName: 'Jane', lastName: 'Doe', email: 'jane@acme-cloud.com', position: 'CEO', linkedInUrl: '' },
    ],
    targetInfo: {
      isIndustryAgnostic: false,
      targetIndustries: [{ id: 3, name: 'Cybersecurity' }],
      isGeoGlobal: true,
      geoRegions: [],
      marketSegments: [{ id: 2, name: 'Mid-market' }],
      companySize: 2,
      dealSizes: [],
      goalForNextYear: null,
    },
    partnershipProgram: {
      partnershipTypes: [{ id: 1, name: 'Reseller' }],
      partnerPage: 'https://acme-cloud.com/partners',
      partnerProgramDescription: '<p>Resell our platform.</p>',
      partnerReadiness: 2,
    },
    companyOffer: { offerDescription: '<p>10% off the first year.</p>' },
    ...overrides,
  };
}

export const referenceRoutes = [
  { path: '/api/lookups', body: lookups },
  { path: '/api/geography/regions', body: subRegions },
];

/** The rich-text editor as a plain labelled textarea (tiptap needs a real browser). */
export function mockRichTextEditorModule() {
  function FakeEditor(props: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    error?: string | boolean;
    helperText?: string;
    id?: string;
    disabled?: boolean;
  }) {
    const helper = (typeof props.error === 'string' && props.error) || props.helperText;
    return createElement(
      'div',
      null,
      createElement('label', { htmlFor: props.id }, props.label),
      createElement('textarea', {
        id: props.id,
        value: props.value,
        disabled: props.disabled,
        'aria-invalid': props.error ? 'true' : undefined,
        onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
      }),
      helper ? createElement('p', null, helper) : null,
    );
  }
  return { LazyRichTextEditor: FakeEditor, default: FakeEditor };
}
