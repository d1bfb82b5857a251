import { useCreateCompanyChangeMutation, useUpdateCompanyChangeMutation } from '../api';
import { buildCompanySavePayload } from '../forms/payload';
import type { CompanyFormValues } from '../forms/values';
import type { CompanyChangeSaved } from '../types';

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
  const [create, createState] = useCreateCompanyChangeMutation();
  const [update, updateState] = useUpdateCompanyChangeMutation();
  const save = (values: CompanyFormValues, target: SaveTarget = {}): Promise<CompanyChangeSaved> => {
    const payload = buildCompanySavePayload(values, target);
    if (target.companyChangeId) {
      return update({ ...payload, companyChangeId: target.companyChangeId }).unwrap();
    }
    return create(payload).unwrap();
  };
  return { save, isSaving: createState.isLoading || updateState.isLoading };
}
