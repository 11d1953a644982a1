import { createContext } from 'react';

/**
 * In the browser: the data of the route loaders the server rendered this page load with (a
 * team's dashboard, which src/main.tsx hydrates); null for a page the browser renders. The
 * router starts with it instead of running those loaders again (src/app/AppRouter.tsx). The
 * browser itself keeps such a page's place across loads (a reload, back from another site), so
 * the app's scroll keeping restores nothing when it starts (src/shell/ScrollKeeping.tsx).
 */
export const HydratedLoadContext = createContext<Record<string, unknown> | null>(null);
