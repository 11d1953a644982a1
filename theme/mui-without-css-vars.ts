/**
 * Stands in for MUI's CSS-variables theme code in the build (vite.config.ts,
 * `muiWithoutCssVars`). Teampot's theme is a plain `createTheme` without
 * `cssVariables` or `colorSchemes`, so MUI never calls these; keeping them out
 * takes ~25 KB (minified) off every visitor's first download. Should the theme
 * ever want CSS variables, remove the plugin.
 */
function unsupported(): never {
  throw new Error('Teampot builds MUI without CSS-variables themes (see vite.config.ts)');
}

export const CssVarsProvider = unsupported;
export const Experimental_CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
export default unsupported;
