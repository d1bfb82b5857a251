import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { EnrolResult } from '@/lib/api/sequences';
import { countOf } from '@/lib/format';

/**
 * What an enrolment did (docs/sequences.md "Enrolling"): each request enrolled, or refused with
 * the API's reason, named by its company.
 */
export function EnrolResultView({ result, nameOf }: { result: EnrolResult; nameOf: (introRequestId: number) => string }) {
  const enrolled = result.enrolled.length;
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
      {enrolled > 0 ? (
        <Alert severity="success">
          {countOf(enrolled, 'intro request')} enrolled: the first follow-up is scheduled.
        </Alert>
      ) : null}
      {result.refused.length > 0 ? (
        <Alert severity={enrolled > 0 ? 'warning' : 'error'}>
          <AlertTitle>{countOf(result.refused.length, 'intro request')} not enrolled</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.refused.map((refusal) => (
              <li key={refusal.introRequestId}>
                {nameOf(refusal.introRequestId)}: {refusal.reason}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
