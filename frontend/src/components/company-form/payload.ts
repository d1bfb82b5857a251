import type { CompanySavePayload, ContactDraft } from '@/components/company/types';
import { emptyCompanyValues, type CompanyFormValues, type CompanyView, type OptionalCode } from './values';

/**
 * The logo service the server also uses (settings.LOGO_SERVICE_URL_TEMPLATE); the preview
 * is derived from the website host, and the server derives the stored one the same way.
 */
export const LOGO_SERVICE_URL_TEMPLATE = 'https://www.google.com/s2/favicons?domain={host}&sz=128';

/** 'https://www.Acme.io/partners' -> 'acme.io'; '' when there is none. */
export function websiteHost(website: string | null | undefined): string {
  let value = (website ?? '').trim();
  if (!value) return '';
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) value = `https://${value}`;
  let host = '';
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return '';
  }
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** The logo for a website; clearing the website clears the logo. */
export function logoUrlFromWebsite(website: string | null | undefined): string {
  const host = websiteHost(website);
  return host ? LOGO_SERVICE_URL_TEMPLATE.replace('{host}', encodeURIComponent(host)) : '';
}

function codeOrNull(value: OptionalCode): number | null {
  return value === '' ? null : value;
}

function contactPayload(contact: ContactDraft): ContactDraft {
  const result: ContactDraft = {
    firstName: (contact.firstName ?? '').trim(),
    lastName: (contact.lastName ?? '').trim(),
    email: (contact.email ?? '').trim(),
    position: (contact.position ?? '').trim(),
    linkedInUrl: (contact.linkedInUrl ?? '').trim(),
  };
  if (typeof contact.contactId === 'number') result.contactId = contact.contactId;
  return result;
}

/**
 * The save payload of a change (spec section 3). Industry ids are sent only when the
 * company is not industry agnostic, region ids only when it is not global. A new company
 * has no companyId; an update of a pending change carries its companyChangeId.
 */
export function buildCompanySavePayload(
  values: CompanyFormValues,
  target: { companyId?: number | null; companyChangeId?: number | null } = {},
): CompanySavePayload {
  const payload: CompanySavePayload = {
    name: values.name.trim(),
    description: values.description,
    website: values.website.trim(),
    logoUrl: logoUrlFromWebsite(values.website),
    partnerType: codeOrNull(values.partnerType) as CompanySavePayload['partnerType'],
    marketSegmentIds: [...values.marketSegmentIds],
    isIndustryAgnostic: values.isIndustryAgnostic,
    targetIndustryIds: values.isIndustryAgnostic ? [] : [...values.targetIndustryIds],
    isGeoGlobal: values.isGeoGlobal,
    geoRegionIds: values.isGeoGlobal ? [] : [...values.geoRegionIds],
    dealSizeIds: [...values.dealSizeIds],
    goalForNextYear: codeOrNull(values.goalForNextYear) as CompanySavePayload['goalForNextYear'],
    companySize: codeOrNull(values.companySize) as CompanySavePayload['companySize'],
    partnershipTypeIds: [...values.partnershipTypeIds],
    partnerReadiness: codeOrNull(values.partnerReadiness) as CompanySavePayload['partnerReadiness'],
    partnerPage: values.partnerPage.trim(),
    partnerProgramDescription: values.partnerProgramDescription,
    offerDescription: values.offerDescription,
    contacts: values.contacts.map(contactPayload),
    companyId: target.companyId ?? null,
  };
  if (target.companyChangeId) payload.companyChangeId = target.companyChangeId;
  return payload;
}

const idsOf = (items: { id: number }[] | null | undefined) => (items ?? []).map((item) => item.id);
const codeOf = (value: number | null | undefined): OptionalCode => (typeof value === 'number' ? value : '');

/** The form's starting values for editing a company (or a pending copy). */
export function valuesFromCompany(company: CompanyView | null | undefined): CompanyFormValues {
  const values = emptyCompanyValues();
  if (!company) return values;
  const target = company.targetInfo;
  const program = company.partnershipProgram;
  return {
    ...values,
    name: company.name ?? '',
    description: company.description ?? '',
    website: company.website ?? '',
    partnerType: codeOf(company.partnerType),
    companySize: codeOf(target?.companySize),
    isIndustryAgnostic: target?.isIndustryAgnostic ?? false,
    targetIndustryIds: idsOf(target?.targetIndustries),
    marketSegmentIds: idsOf(target?.marketSegments),
    isGeoGlobal: target?.isGeoGlobal ?? false,
    geoRegionIds: idsOf(target?.geoRegions),
    dealSizeIds: idsOf(target?.dealSizes),
    goalForNextYear: codeOf(target?.goalForNextYear),
    partnershipTypeIds: idsOf(program?.partnershipTypes),
    partnerPage: program?.partnerPage ?? '',
    partnerProgramDescription: program?.partnerProgramDescription ?? '',
    partnerReadiness: codeOf(program?.partnerReadiness),
    offerDescription: company.companyOffer?.offerDescription ?? '',
    contacts: (company.contacts ?? []).map((contact) => ({
      ...(typeof contact.contactId === 'number' ? { contactId: contact.contactId } : {}),
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      email: contact.email ?? '',
      position: contact.position ?? '',
      linkedInUrl: contact.linkedInUrl ?? '',
    })),
  };
}
