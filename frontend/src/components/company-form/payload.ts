import type { CompanySavePayload, ContactDraft } from '@/components/company/types';
import { emptyCompanyValues, type CompanyFormValues, type CompanyView, type OptionalCode } from './values';

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

/** The company as saved: its website and the logo the server fetched for that website's host. */
export interface SavedLogo {
  website: string;
  logoUrl?: string | null;
}

/**
 * The logo the form shows for a website: the saved logo while the website stays on its host;
 * none for another host or a new company (the server fetches the host's logo from the logo
 * service once the change is approved and serves it from this site, so the browser never asks
 * a third party). Clearing the website clears the logo.
 */
export function logoForWebsite(website: string | null | undefined, saved?: SavedLogo | null): string | null {
  const host = websiteHost(website);
  if (!host || !saved?.logoUrl) return null;
  return websiteHost(saved.website) === host ? saved.logoUrl : null;
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
    logoUrl: null, // the server derives the logo from the website host
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
