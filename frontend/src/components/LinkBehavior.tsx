import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * MUI's link component for the whole app (set in the theme): internal hrefs use the
 * router (no page reload), external ones stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...other },
  ref,
) {
  if (isExternalHref(href) || other.target === '_blank' || other.download !== undefined) {
    return <a ref={ref} href={href} {...other} />;
  }
  return <RouterLink ref={ref} to={href} {...other} />;
});
