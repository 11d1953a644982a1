import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useConfig, useTeamCode } from '../../lib/app-context';

/**
 * The account pages live on the main domain; the login page also serves a
 * team host (a team admin logs in there), where the other account pages are
 * a full page load away on the main domain.
 */
export function useMainHref(): (path: string) => { href: string; external: boolean } {
  const teamCode = useTeamCode();
  const { appUrl } = useConfig();
  return (path) =>
    teamCode
      ? { href: `${appUrl.replace(/\/+$/, '')}${path}`, external: true }
      : { href: path, external: false };
}

/**
 * A line under an account card: a question and the link that answers it.
 * `inApp` links stay on this host; the others go to the main domain.
 */
export function BelowLink({
  text,
  path,
  inApp = false,
  children,
}: {
  text?: string;
  path: string;
  inApp?: boolean;
  children: ReactNode;
}) {
  const main = useMainHref()(path);
  const target = inApp ? { href: path, external: false } : main;
  const linkSx = { fontWeight: 600 };
  return (
    <Typography variant="body2" color="text.secondary">
      {text && `${text} `}
      {target.external ? (
        <Link href={target.href} underline="hover" sx={linkSx}>
          {children}
        </Link>
      ) : (
        <Link component={RouterLink} to={target.href} underline="hover" sx={linkSx}>
          {children}
        </Link>
      )}
    </Typography>
  );
}
