import { useCompanyChangesCreateMutation, useCompanyChangesUpdateMutation } from '@/lib/api/companies';
import { buildCompanySavePayload } from './payload';
import type { CompanyFormValues } from './values';
import type { ChangeIdOutput, CompanySaveInputRequest } from '@/lib/api/generated/changes';

export interface SaveTarget {
  /** The approved company being changed; null/absent for a new company. */
  companyId?: number | null;
  /** The change waiting for approval; when present it is updated instead of a new one. */
  companyChangeId?: number | null;
}

/**
 * Saves the company form as a change: with a companyChangeId it updates that change
 * (PUT), otherwise it creates a new one (POST; without companyId for a new company).
 */
export function useSaveCompanyChange() {
  const [create, createState] = useCompanyChangesCreateMutation();
  const [update, updateState] = useCompanyChangesUpdateMutation();
  const save = (values: CompanyFormValues, target: SaveTarget = {}): Promise<ChangeIdOutput> => {
    // The form's codes (partner type, size, goal, readiness) are the lookups' ids, which the
    // server checks against the same enumerations the schema lists.
    const payload = buildCompanySavePayload(values, target) as CompanySaveInputRequest;
    if (target.companyChangeId) {
      return update({ changeId: target.companyChangeId, companySaveInputRequest: payload }).unwrap();
    }
    return create({ companySaveInputRequest: payload }).unwrap();
  };
  return { save, isSaving: createState.isLoading || updateState.isLoading };
}
