import { alpha, createTheme, type Theme } from '@mui/material/styles';
// Type-only: lets page authors put date-picker defaults into `components` below.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { brand, breakpoints, fontFamily, layout, radius } from './tokens';

export { layout } from './tokens';

// Softer than Material's default shadows: cards float a little, like a native list.
const softShadow = '0 1px 2px rgba(16, 32, 20, 0.06), 0 2px 8px rgba(16, 32, 20, 0.06)';

let theme: Theme | undefined;

/**
 * The app's theme, built on first use rather than when this module loads: it
 * is the biggest piece of start-up work (~10–20 ms on a phone), and the app
 * asks for it in a task of its own instead of adding it to module evaluation.
 * One createTheme call: each call deep-merges the whole theme.
 */
export function appTheme(): Theme {
  theme ??= buildTheme();
  return theme;
}

const buildTheme = () =>
  createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      mode: 'light',
      primary: brand.primary,
      secondary: brand.secondary,
      background: brand.background,
      text: brand.text,
      divider: brand.divider,
      warning: brand.warning,
      success: brand.success,
      error: { main: '#c62828' },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.25rem', fontWeight: 700 },
      h5: { fontSize: '1.125rem', fontWeight: 650 },
      h6: { fontSize: '1.0625rem', fontWeight: 650 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: {
            WebkitTextSizeAdjust: '100%',
            // Desktop: the centered column must not shift sideways when a page starts to scroll.
            // Only where there is a centered column: below it a page that fits the screen would
            // keep an empty strip at the right, where the app bar and the notice stop short.
            [`@media (min-width: ${layout.mobileBreakpoint}px)`]: { scrollbarGutter: 'stable' },
            // No grey flash on tap in iOS/Android webviews: ripples give the feedback.
            WebkitTapHighlightColor: 'transparent',
          },
          body: {
            // Pull-to-refresh and rubber-banding of the whole page feel un-app-like.
            overscrollBehaviorY: 'none',
            minHeight: '100dvh',
          },
          '#root': { minHeight: '100dvh' },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'primary' },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: radius, paddingInline: 18 },
          sizeLarge: { minHeight: 48, fontSize: '1rem' },
        },
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: radius } },
      },
      MuiFab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true, variant: 'outlined' },
      },
      MuiFormControl: {
        defaultProps: { fullWidth: true },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { backgroundColor: brand.background.paper },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            boxShadow: softShadow,
            border: `1px solid ${brand.divider}`,
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: { title: { fontSize: '1.0625rem', fontWeight: 650 } },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: radius } },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: radius + 4 } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: radius,
            '&.Mui-selected': {
              backgroundColor: alpha(brand.primary.main, 0.1),
              color: brand.primary.main,
              '& .MuiListItemIcon-root': { color: brand.primary.main },
            },
          },
        },
      },
      MuiListItemIcon: {
        styleOverrides: { root: { minWidth: 40 } },
      },
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            textTransform: 'none',
            fontWeight: 600,
            // An answer not chosen is still a button to read (Material's 54 % black on the
            // tinted card fell under 4.5:1), and the keyboard's place is plain to see.
            color: brand.text.secondary,
            '&.Mui-focusVisible': {
              outline: `2px solid ${brand.primary.main}`,
              outlineOffset: 2,
              zIndex: 1,
            },
          },
        },
      },
      MuiChip: {
        styleOverrides: { root: { fontWeight: 600 } },
      },
      MuiAlert: {
        // Material's Dutch texts, for the one localized component we use. The whole
        // `@mui/material/locale` nlNL object builds an Intl.NumberFormat on load, which
        // costs ~50 ms of the first screen on a phone.
        defaultProps: { closeText: 'Sluiten' },
        styleOverrides: { root: { borderRadius: radius, alignItems: 'center' } },
      },
      MuiSnackbar: {
        defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
      },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 700, color: brand.text.secondary },
        },
      },
      MuiStepIcon: {
        styleOverrides: { text: { fontWeight: 700 } },
      },
    },
  });
