/**
 * Design tokens: the few values the whole app agrees on. `theme/index.ts`
 * turns them into the MUI theme; components read them through the theme, so
 * import this file directly only where a theme is not at hand (index.html
 * colours, the manifest).
 */

export const brand = {
  /** Deep pitch green: sporty, calm, and readable under white text (AA). */
  primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#0f3d14', contrastText: '#ffffff' },
  /** Orange accent for the few things that must pop (a call to action, a badge). */
  secondary: { main: '#ef6c00', light: '#ff9d3f', dark: '#b53d00', contrastText: '#ffffff' },
  background: { default: '#f3f5f1', paper: '#ffffff' },
  text: { primary: '#1b231d', secondary: '#56635a' },
  divider: 'rgba(27, 35, 29, 0.10)',
} as const;

/** System fonts: no web-font download, and the app reads like a native one on each platform. */
export const fontFamily = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const radius = 12;

/**
 * Layout of spec §2/§9: one centered 520 px column on desktop, full width
 * below 768 px. 768 is the theme's `md` breakpoint, so
 * `theme.breakpoints.down('md')` means "phone layout" everywhere.
 */
export const layout = {
  columnWidth: 520,
  mobileBreakpoint: 768,
} as const;

export const breakpoints = {
  xs: 0,
  sm: 600,
  md: layout.mobileBreakpoint,
  lg: 1200,
  xl: 1536,
} as const;
