import '@/lib/zodSetup';
import { z } from 'zod';
import { htmlTextLength } from '@/lib/sanitize';
import { isValidEmail, isValidUrl } from '@/lib/validation/rules';
import type { ContactDraft } from '@/components/company/types';

/** Spec section 5 messages, word for word. */
export const companyMessages = {
  nameRequired: 'Company name is required',
  descriptionMin: 'Company description must be at least 150 characters',
  websiteRequired: 'Company website is required',
  urlInvalid: 'Must be a valid URL',
  partnerTypeRequired: 'Partner type must be selected',
  companySizeRequired: 'Company size must be selected',
  industriesRequired: 'At least one target industry must be selected unless the company is industry agnostic',
  segmentsRequired: 'At least one target customer segment must be selected',
  regionsRequired: 'At least one target region must be selected unless the company is global',
  partnershipTypesRequired: 'At least one partnership type must be selected',
  partnerPageRequired: 'Partner website page is required',
  programDescriptionRequired: 'Partner program description is required',
  readinessRequired: 'Partner readiness must be selected',
  offerRequired: 'Exclusive offer description is required',
  contactsRequired: 'Min 1 contact must be selected',
  contactFirstNameRequired: 'First name is required',
  contactLastNameRequired: 'Last name is required',
  contactPositionRequired: 'Position is required',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Email is invalid',
  contactDuplicateEmail: 'Contact with the same Email already exists. Please check entered data.',
} as const;

/** Company description minimum (spec section 9). */
export const DESCRIPTION_MIN_LENGTH = 150;

/** 'wizard': creating a new company; 'edit': changing an existing one (or a pending copy). */
export type CompanyFormMode = 'wizard' | 'edit';

const code = z.union([z.number(), z.literal('')]);
const ids = z.array(z.number());

/** Visible text of an editor's HTML, trimmed. */
function textLength(html: string): number {
  return htmlTextLength(html ?? '');
}

const requiredUrl = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || isValidUrl(value), companyMessages.urlInvalid);

// ---------------------------------------------------------------------------------------
// One schema per form section.
// ---------------------------------------------------------------------------------------

export const detailsInfoSchema = z.object({
  name: z.string().trim().min(1, companyMessages.nameRequired),
  description: z
    .string()
    .refine((html) => textLength(html) >= DESCRIPTION_MIN_LENGTH, companyMessages.descriptionMin),
  website: requiredUrl(companyMessages.websiteRequired),
  partnerType: code.refine((value) => value !== '', companyMessages.partnerTypeRequired),
  companySize: code.refine((value) => value !== '', companyMessages.companySizeRequired),
});

export const targetInfoSchema = z
  .object({
    isIndustryAgnostic: z.boolean(),
    targetIndustryIds: ids,
    marketSegmentIds: ids.min(1, companyMessages.segmentsRequired),
    isGeoGlobal: z.boolean(),
    geoRegionIds: ids,
    dealSizeIds: ids,
    goalForNextYear: code,
  })
  .superRefine((values, ctx) => {
    if (!values.isIndustryAgnostic && values.targetIndustryIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['targetIndustryIds'], message: companyMessages.industriesRequired });
    }
    if (!values.isGeoGlobal && values.geoRegionIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['geoRegionIds'], message: companyMessages.regionsRequired });
    }
  });

export const partnerProgramSchema = z.object({
  partnershipTypeIds: ids.min(1, companyMessages.partnershipTypesRequired),
  partnerPage: requiredUrl(companyMessages.partnerPageRequired),
  partnerProgramDescription: z
    .string()
    .refine((html) => textLength(html) > 0, companyMessages.programDescriptionRequired),
  partnerReadiness: code.refine((value) => value !== '', companyMessages.readinessRequired),
});

/** The offer is required when creating a company; optional when editing one. */
export function offerSchema(mode: CompanyFormMode) {
  return z.object({
    offerDescription: z
      .string()
      .refine((html) => mode !== 'wizard' || textLength(html) > 0, companyMessages.offerRequired),
  });
}

/**
 * The first problem of one contact under the mode's rules, or null. Wizard: every field
 * optional, the e-mail valid when given. Edit: first name, last name, position and
 * e-mail required, the e-mail valid, LinkedIn a valid URL when given.
 */
export function contactProblem(contact: ContactDraft, mode: CompanyFormMode): string | null {
  const email = (contact.email ?? '').trim();
  const linkedIn = (contact.linkedInUrl ?? '').trim();
  if (mode === 'edit') {
    if (!(contact.firstName ?? '').trim()) return companyMessages.contactFirstNameRequired;
    if (!(contact.lastName ?? '').trim()) return companyMessages.contactLastNameRequired;
    if (!(contact.position ?? '').trim()) return companyMessages.contactPositionRequired;
    if (!email) return companyMessages.contactEmailRequired;
    if (!isValidEmail(email)) return companyMessages.contactEmailInvalid;
    if (linkedIn && !isValidUrl(linkedIn)) return companyMessages.urlInvalid;
    return null;
  }
  if (email && !isValidEmail(email)) return companyMessages.contactEmailInvalid;
  return null;
}

function contactLabel(contact: ContactDraft, index: number): string {
  const name = `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim();
  const who = name || (contact.email ?? '').trim();
  return who ? `Contact ${index + 1} (${who})` : `Contact ${index + 1}`;
}

export function contactsSchema(mode: CompanyFormMode) {
  return z
    .object({
      contacts: z.array(
        z.object({
          contactId: z.number().optional(),
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          position: z.string(),
          linkedInUrl: z.string(),
        }),
      ),
    })
    .superRefine(({ contacts }, ctx) => {
      if (contacts.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['contacts'], message: companyMessages.contactsRequired });
        return;
      }
      const seen = new Set<string>();
      for (const [index, contact] of contacts.entries()) {
        const problem = contactProblem(contact, mode);
        if (problem) {
          ctx.addIssue({ code: 'custom', path: ['contacts'], message: `${contactLabel(contact, index)}: ${problem}` });
          return;
        }
        const email = contact.email.trim().toLowerCase();
        if (email && seen.has(email)) {
          ctx.addIssue({ code: 'custom', path: ['contacts'], message: companyMessages.contactDuplicateEmail });
          return;
        }
        if (email) seen.add(email);
      }
    });
}

/** The section schemas that apply to one form: a wizard step or the whole edit form. */
export type CompanySectionSchema = z.ZodType;

export const wizardStepSchemas: Record<1 | 2, CompanySectionSchema[]> = {
  1: [detailsInfoSchema, targetInfoSchema],
  2: [partnerProgramSchema, offerSchema('wizard'), contactsSchema('wizard')],
};

/** Saving an edit validates all three groups: details + target, partner program, contacts. */
export const editSchemas: CompanySectionSchema[] = [
  detailsInfoSchema,
  targetInfoSchema,
  partnerProgramSchema,
  offerSchema('edit'),
  contactsSchema('edit'),
];
