import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorTitle } from '@/lib/api/errors';
import { useCompaniesJoinPolicyRetrieveQuery, useCompaniesJoinPolicyUpdateMutation } from '@/lib/api/companies';
import { FormSection } from '@/components/company-form/sections/FormSection';
import type { DomainJoinPolicy } from '@/components/company/types';
import { LoadError } from '@/components/company/LoadError';

export const JOIN_POLICY_LABELS: Record<DomainJoinPolicy, string> = {
  ask: 'Ask the company admins: they accept or decline each request',
  auto: 'Let them join at once',
};
export const JOIN_POLICY_SAVED = 'Saved.';

/**
 * Company admins: what a colleague whose verified e-mail address is on the company's
 * website domain gets from "Join": a join request (the default) or membership at once.
 * Saved as soon as it is chosen.
 */
export function JoinPolicyCard({ companyId }: { companyId: number }) {
  const { data, isLoading, isError, isFetching, refetch } = useCompaniesJoinPolicyRetrieveQuery({ companyId });
  const [setPolicy, { isLoading: saving }] = useCompaniesJoinPolicyUpdateMutation();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onChange = async (value: DomainJoinPolicy) => {
    setNotice(null);
    try {
      await setPolicy({ companyId, joinPolicyInputRequest: { domainJoinPolicy: value } }).unwrap();
      setNotice({ severity: 'success', text: JOIN_POLICY_SAVED });
    } catch (error) {
      setNotice({ severity: 'error', text: apiErrorTitle(error) ?? 'Something went wrong. Please try again.' });
    }
  };

  return (
    <FormSection
      title="Joining by e-mail domain"
      description="Colleagues whose verified e-mail address is on your company's website domain."
    >
      {isLoading ? (
        <Stack spacing={1} role="status" aria-label="Loading the joining setting">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Stack>
      ) : isError && !isFetching ? (
        <LoadError message="We couldn't load this setting." onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={1}>
          <RadioGroup
            aria-label="Joining by e-mail domain"
            value={data?.domainJoinPolicy ?? 'ask'}
            onChange={(_event, value) => void onChange(value as DomainJoinPolicy)}
          >
            {(Object.keys(JOIN_POLICY_LABELS) as DomainJoinPolicy[]).map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={JOIN_POLICY_LABELS[value]}
                disabled={saving}
              />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary">
            Anyone else always sends a request. An address becomes verified only once its owner enters the code we
            e-mail to it.
          </Typography>
          {notice ? (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          ) : null}
        </Stack>
      )}
    </FormSection>
  );
}
