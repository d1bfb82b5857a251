import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { buildBreadcrumbs, selectBreadcrumbTexts } from '@/lib/breadcrumbs';
import { useAppSelector } from '../store';

export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const texts = useAppSelector(selectBreadcrumbTexts);
  const crumbs = buildBreadcrumbs(pathname, texts);
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
    >
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        if (crumb.to) {
          return (
            <Link key={crumb.to} href={crumb.to} color="inherit" variant="body2">
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography
            key={`${crumb.label}-${index}`}
            variant="body2"
            color={isLast ? 'text.primary' : 'text.secondary'}
            aria-current={isLast ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
