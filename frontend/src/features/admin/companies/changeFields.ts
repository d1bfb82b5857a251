import {
  codeLabel,
  COMPANY_SIZES,
  GOALS,
  PARTNER_TYPES,
  READINESS_LEVELS,
} from '@/components/company-form/options';
import type { CompanyDetailOutput, ContactOutput, IdNameOutput } from '@/lib/api/generated/changes';

type Detail = Pick<
  CompanyDetailOutput,
  'name' | 'website' | 'description' | 'partnerType' | 'contacts' | 'targetInfo' | 'partnershipProgram' | 'companyOffer'
>;

/** How a field's value is shown in the review: plain text, rendered rich text, or chips. */
export type FieldValue =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'list'; items: string[] };

export interface FieldSpec {
  label: string;
  read: (company: Detail) => FieldValue;
}

const text = (value: string | null | undefined): FieldValue => ({ kind: 'text', text: value ?? '' });
const html = (value: string | null | undefined): FieldValue => ({ kind: 'html', html: value ?? '' });
const list = (items: IdNameOutput[] | null | undefined): FieldValue => ({
  kind: 'list',
  items: (items ?? []).map((item) => item.name),
});
const yesNo = (value: boolean | null | undefined): FieldValue => text(value ? 'Yes' : 'No');

function contactLine(contact: ContactOutput): string {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const role = contact.position ? `, ${contact.position}` : '';
  return `${name || contact.email}${role} <${contact.email}>`;
}

/**
 * The fields a change may alter, in the names of the API's `changedFields` (docs/api.md,
 * "Admin area"), with their labels on the company profile.
 */
export const CHANGE_FIELDS: Record<string, FieldSpec> = {
  name: { label: 'Company name', read: (c) => text(c.name) },
  website: { label: 'Website', read: (c) => text(c.website) },
  description: { label: 'Description', read: (c) => html(c.description) },
  partnerType: { label: 'Partner type', read: (c) => text(codeLabel(PARTNER_TYPES, c.partnerType)) },
  contacts: { label: 'Contacts', read: (c) => ({ kind: 'list', items: (c.contacts ?? []).map(contactLine) }) },
  isIndustryAgnostic: { label: 'Industry agnostic', read: (c) => yesNo(c.targetInfo?.isIndustryAgnostic) },
  targetIndustries: { label: 'Target industries', read: (c) => list(c.targetInfo?.targetIndustries) },
  isGeoGlobal: { label: 'Global', read: (c) => yesNo(c.targetInfo?.isGeoGlobal) },
  geoRegions: { label: 'Geo regions', read: (c) => list(c.targetInfo?.geoRegions) },
  marketSegments: { label: 'Market segments', read: (c) => list(c.targetInfo?.marketSegments) },
  companySize: { label: 'Company size', read: (c) => text(codeLabel(COMPANY_SIZES, c.targetInfo?.companySize)) },
  dealSizes: { label: 'Deal sizes', read: (c) => list(c.targetInfo?.dealSizes) },
  goalForNextYear: { label: 'Goal for next year', read: (c) => text(codeLabel(GOALS, c.targetInfo?.goalForNextYear)) },
  partnershipTypes: { label: 'Partnership types', read: (c) => list(c.partnershipProgram?.partnershipTypes) },
  partnerPage: { label: 'Partner page', read: (c) => text(c.partnershipProgram?.partnerPage) },
  partnerProgramDescription: {
    label: 'Partner program description',
    read: (c) => html(c.partnershipProgram?.partnerProgramDescription),
  },
  partnerReadiness: {
    label: 'Partner readiness',
    read: (c) => text(codeLabel(READINESS_LEVELS, c.partnershipProgram?.partnerReadiness)),
  },
  offerDescription: { label: 'Exclusive offer', read: (c) => html(c.companyOffer?.offerDescription) },
};

export interface ListDiff {
  kept: string[];
  added: string[];
  removed: string[];
}

/** What a list change keeps, adds and removes (compared by the shown text). */
export function listDiff(current: string[], proposed: string[]): ListDiff {
  const before = new Set(current);
  const after = new Set(proposed);
  return {
    kept: proposed.filter((item) => before.has(item)),
    added: proposed.filter((item) => !before.has(item)),
    removed: current.filter((item) => !after.has(item)),
  };
}
