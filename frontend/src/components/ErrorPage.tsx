import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';

/** True inside the signed-in layout, where an error page fills the content area only. */
export const EmbeddedPageContext = createContext(false);

interface ErrorPageProps {
  code: string;
  message: string;
}

/** 403 / 404 with a "Go Home" button. */
export function ErrorPage({ code, message }: ErrorPageProps) {
  const navigate = useNavigate();
  const embedded = useContext(EmbeddedPageContext);
  useEffect(() => {
    document.title = `${code} · PartnerMatch`;
  }, [code]);
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{
        minHeight: embedded ? '60vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
        bgcolor: embedded ? undefined : 'background.default',
      }}
    >
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 72, sm: 112 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
      >
        {code}
      </Typography>
      <Typography variant="h1">{message}</Typography>
      <Button variant="contained" size="large" sx={{ mt: 1 }} onClick={() => navigate('/')}>
        Go Home
      </Button>
    </Box>
  );
}

export function ForbiddenPage() {
  return <ErrorPage code="403" message="Oops! You're not allowed to access this page." />;
}

export function NotFoundPage() {
  return <ErrorPage code="404" message="Oops! The page you're looking for doesn't exist." />;
}
