import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/PageHeader';

/** Readable column for the static guides; h2 / p / ul / ol get consistent spacing. */
export function ArticleLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <Button href={paths.knowledgeBase} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }} color="inherit">
        Knowledge base
      </Button>
      <PageHeader title={title} subtitle={lead} />
      <Paper
        component="article"
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 4 },
          maxWidth: 820,
          '& h2': { typography: 'h2', mt: 4, mb: 1.5, '&:first-of-type': { mt: 0 } },
          '& h3': { typography: 'h3', mt: 3, mb: 1 },
          '& p': { typography: 'body1', my: 1.5, lineHeight: 1.7 },
          '& ul, & ol': { pl: 3, my: 1.5 },
          '& li': { typography: 'body1', mb: 0.75, lineHeight: 1.6 },
          '& strong': { fontWeight: 500 },
        }}
      >
        <Box>{children}</Box>
      </Paper>
    </>
  );
}
