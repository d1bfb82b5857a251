import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

export interface CompanyLogoProps {
  name: string;
  logoUrl?: string | null;
  /** Width and height in pixels (default 40). */
  size?: number;
  sx?: SxProps<Theme>;
}

/** Up to two initials of a company name ("Acme Cloud Labs" → "AC"); '?' when empty. */
export function companyInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/** The company's logo; its initials when there is none or the image fails to load. */
export function CompanyLogo({ name, logoUrl, size = 40, sx }: CompanyLogoProps) {
  return (
    <Avatar
      variant="rounded"
      src={logoUrl || undefined}
      alt={`${name} logo`}
      sx={[
        {
          width: size,
          height: size,
          fontSize: Math.max(12, Math.round(size * 0.4)),
          fontWeight: 700,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          '& img': { objectFit: 'contain', bgcolor: '#fff' },
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      <span aria-hidden="true">{companyInitials(name)}</span>
    </Avatar>
  );
}

export default CompanyLogo;
