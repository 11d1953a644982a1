/**
 * Design tokens: the few values the whole app agrees on. `theme/index.ts`
 * turns them into the MUI theme; components read them through the theme, so
 * import this file directly only where a theme is not at hand (index.html
 * colours, the manifest).
 */

export const brand = {
  /**
   * Deep pitch green: sporty, calm, and readable under white text (AA). `light`
   * too carries white text (avatars), so it stays dark enough for 4.5:1.
   */
  primary: { main: '#1b5e20', light: '#3f7d3d', dark: '#0f3d14', contrastText: '#ffffff' },
  /**
   * Orange accent for the few things that must pop (a call to action, a badge):
   * a burnt orange, as a brighter one fails 4.5:1 under white or off-white text.
   */
  secondary: { main: '#b34e00', light: '#ff9d3f', dark: '#8f3c00', contrastText: '#ffffff' },
  /** Warning chips and texts on white: MUI's default orange is 3.1:1, this 5:1. */
  warning: { main: '#b45309', contrastText: '#ffffff' },
  /** Also as text on its own 12% tint (a selected toggle): 5:1 where MUI's green is 4.3:1. */
  success: { main: '#27702b', contrastText: '#ffffff' },
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
