import { createTheme, type Theme } from '@mui/material/styles';
import { LinkBehavior } from '@/components/LinkBehavior';

/**
 * The one theme file: palette, typography, shape and component defaults for light and
 * dark; the user's choice (light / dark / system, dark by default) lives in localStorage.
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'dark';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system'
      ? stored
      : DEFAULT_THEME_PREFERENCE;
  } catch {
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function writeThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

export function resolveThemeMode(preference: ThemePreference, systemPrefersDark: boolean): ResolvedThemeMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Brand colours, used only here. */
const brand = {
  primary: { light: '#3b5bdb', dark: '#7c9cff' },
  secondary: { light: '#0c8599', dark: '#3bc9db' },
};

/** Breakpoint `md` is the spec's 768 px: below it the sidebar becomes a drawer. */
export const NARROW_SCREEN_MAX_WIDTH = 768;

/** Height of the signed-in header's toolbar (px); toasts appear just below it. */
export const APP_HEADER_HEIGHT = 60;

export function createAppTheme(mode: ResolvedThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: NARROW_SCREEN_MAX_WIDTH, lg: 1200, xl: 1536 } },
    palette: {
      mode,
      primary: { main: dark ? brand.primary.dark : brand.primary.light },
      secondary: { main: dark ? brand.secondary.dark : brand.secondary.light },
      background: dark
        ? { default: '#0f1115', paper: '#171a21' }
        : { default: '#f6f7fb', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.10)' : 'rgba(15,17,21,0.10)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
      h4: { fontSize: '1rem', fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': {
            outline: `2px solid ${dark ? brand.primary.dark : brand.primary.light}`,
            outlineOffset: 2,
          },
        },
      },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
      MuiLink: { defaultProps: { component: LinkBehavior, underline: 'hover' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'medium' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
