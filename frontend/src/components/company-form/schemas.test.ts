import { sectionErrors } from './resolver';
import {
  companyMessages,
  contactProblem,
  contactsSchema,
  detailsInfoSchema,
  editSchemas,
  offerSchema,
  partnerProgramSchema,
  targetInfoSchema,
  wizardStepSchemas,
} from './schemas';
import { emptyCompanyValues, type CompanyFormValues } from './values';

const LONG_TEXT = 'Acme builds partner software for B2B companies. '.repeat(4); // > 150 characters

function messages(schema: Parameters<typeof sectionErrors>[1][number], values: unknown): Record<string, string> {
  const errors = sectionErrors(values, [schema]);
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error.message ?? '']));
}

function validValues(overrides: Partial<CompanyFormValues> = {}): CompanyFormValues {
  return {
    ...emptyCompanyValues(),
    name: 'Acme',
    description: `<p>${LONG_TEXT}</p>`,
    website: 'https://acme.io',
    partnerType: 1,
    companySize: 2,
    targetIndustryIds: [3],
    marketSegmentIds: [1],
    geoRegionIds: [155],
    partnershipTypeIds: [1],
    partnerPage: 'https://acme.io/partners',
    partnerProgramDescription: '<p>Resell our platform.</p>',
    partnerReadiness: 2,
    offerDescription: '<p>10% off the first year.</p>',
    contacts: [{ firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' }],
    ...overrides,
  };
}

describe('details info schema', () => {
  it('reports every required field with the spec texts', () => {
    expect(messages(detailsInfoSchema, emptyCompanyValues())).toEqual({
      name: 'Company name is required',
      description: 'Company description must be at least 150 characters',
      website: 'Company website is required',
      partnerType: 'Partner type must be selected',
      companySize: 'Company size must be selected',
    });
  });

  it('counts the trimmed visible text of the description, not its markup', () => {
    const short = `<p>   ${'x'.repeat(149)}   </p><p><strong></strong></p>`;
    expect(messages(detailsInfoSchema, validValues({ description: short })).description).toBe(companyMessages.descriptionMin);
    expect(messages(detailsInfoSchema, validValues({ description: `<p>${'x'.repeat(150)}</p>` }))).toEqual({});
  });

  it('accepts http(s):// or www. websites without whitespace only', () => {
    expect(messages(detailsInfoSchema, validValues({ website: 'acme.io' })).website).toBe('Must be a valid URL');
    expect(messages(detailsInfoSchema, validValues({ website: 'https://acme .io' })).website).toBe('Must be a valid URL');
    expect(messages(detailsInfoSchema, validValues({ website: 'www.acme.io' }))).toEqual({});
    expect(messages(detailsInfoSchema, validValues({ website: 'http://acme.io/x' }))).toEqual({});
  });

  it('treats a blank name as missing', () => {
    expect(messages(detailsInfoSchema, validValues({ name: '   ' })).name).toBe('Company name is required');
  });
});

describe('target info schema', () => {
  it('requires industries, segments and regions', () => {
    expect(messages(targetInfoSchema, emptyCompanyValues())).toEqual({
      targetIndustryIds: 'At least one target industry must be selected unless the company is industry agnostic',
      marketSegmentIds: 'At least one target customer segment must be selected',
      geoRegionIds: 'At least one target region must be selected unless the company is global',
    });
  });

  it('needs no industries when agnostic and no regions when global', () => {
    const values = validValues({ isIndustryAgnostic: true, targetIndustryIds: [], isGeoGlobal: true, geoRegionIds: [] });
    expect(messages(targetInfoSchema, values)).toEqual({});
  });

  it('leaves deal sizes and the goal optional', () => {
    expect(messages(targetInfoSchema, validValues({ dealSizeIds: [], goalForNextYear: '' }))).toEqual({});
  });
});

describe('partner program schema', () => {
  it('reports every required field with the spec texts', () => {
    expect(messages(partnerProgramSchema, emptyCompanyValues())).toEqual({
      partnershipTypeIds: 'At least one partnership type must be selected',
      partnerPage: 'Partner website page is required',
      partnerProgramDescription: 'Partner program description is required',
      partnerReadiness: 'Partner readiness must be selected',
    });
  });

  it('requires a valid partner page URL and visible program text', () => {
    const values = validValues({ partnerPage: 'partners page', partnerProgramDescription: '<p> </p>' });
    expect(messages(partnerProgramSchema, values)).toEqual({
      partnerPage: 'Must be a valid URL',
      partnerProgramDescription: 'Partner program description is required',
    });
  });
});

describe('offer schema', () => {
  it('is required in the creation wizard only', () => {
    expect(messages(offerSchema('wizard'), emptyCompanyValues())).toEqual({
      offerDescription: 'Exclusive offer description is required',
    });
    expect(messages(offerSchema('edit'), emptyCompanyValues())).toEqual({});
  });
});

describe('contacts schema', () => {
  it('needs at least one contact', () => {
    expect(messages(contactsSchema('wizard'), emptyCompanyValues())).toEqual({ contacts: 'Min 1 contact must be selected' });
    expect(messages(contactsSchema('edit'), emptyCompanyValues())).toEqual({ contacts: 'Min 1 contact must be selected' });
  });

  it('wizard: every contact field optional, the e-mail valid when given', () => {
    const blank = { firstName: '', lastName: '', email: '', position: '', linkedInUrl: '' };
    expect(contactProblem(blank, 'wizard')).toBeNull();
    expect(contactProblem({ ...blank, email: 'not-an-email' }, 'wizard')).toBe('Email is invalid');
    expect(messages(contactsSchema('wizard'), { contacts: [blank] })).toEqual({});
  });

  it('edit: first name, last name and position required; LinkedIn a valid URL when given', () => {
    const contact = { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' };
    expect(contactProblem(contact, 'edit')).toBeNull();
    expect(contactProblem({ ...contact, firstName: ' ' }, 'edit')).toBe('First name is required');
    expect(contactProblem({ ...contact, lastName: '' }, 'edit')).toBe('Last name is required');
    expect(contactProblem({ ...contact, position: '' }, 'edit')).toBe('Position is required');
    expect(contactProblem({ ...contact, email: ' ' }, 'edit')).toBe('Email is required');
    expect(contactProblem({ ...contact, email: 'jane@' }, 'edit')).toBe('Email is invalid');
    expect(contactProblem({ ...contact, linkedInUrl: 'linkedin/jane' }, 'edit')).toBe('Must be a valid URL');
    expect(messages(contactsSchema('edit'), { contacts: [{ ...contact, position: '' }] })).toEqual({
      contacts: 'Contact 1 (Jane Doe): Position is required',
    });
  });

  it('flags a duplicate e-mail, trimmed and case-insensitive', () => {
    const a = { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.io', position: 'CEO', linkedInUrl: '' };
    const b = { ...a, firstName: 'Janet', email: ' JANE@acme.io ' };
    expect(messages(contactsSchema('wizard'), { contacts: [a, b] })).toEqual({
      contacts: 'Contact with the same Email already exists. Please check entered data.',
    });
  });
});

describe('section groups', () => {
  it('wizard step 1 checks details and target info only', () => {
    expect(Object.keys(sectionErrors(emptyCompanyValues(), wizardStepSchemas[1])).sort()).toEqual(
      ['companySize', 'description', 'geoRegionIds', 'marketSegmentIds', 'name', 'partnerType', 'targetIndustryIds', 'website'],
    );
  });

  it('wizard step 2 checks partner program, offer and contacts only', () => {
    expect(Object.keys(sectionErrors(emptyCompanyValues(), wizardStepSchemas[2])).sort()).toEqual(
      ['contacts', 'offerDescription', 'partnerPage', 'partnerProgramDescription', 'partnerReadiness', 'partnershipTypeIds'],
    );
  });

  it('the edit form checks all three groups, with the offer optional', () => {
    const errors = sectionErrors(emptyCompanyValues(), editSchemas);
    expect(errors.name?.message).toBe('Company name is required');
    expect(errors.partnershipTypeIds?.message).toBe('At least one partnership type must be selected');
    expect(errors.contacts?.message).toBe('Min 1 contact must be selected');
    expect(errors.offerDescription).toBeUndefined();
    expect(sectionErrors(validValues(), editSchemas)).toEqual({});
  });
});
