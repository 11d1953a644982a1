import { createContext } from 'react';

/**
 * In the browser: this page load began as the server's rendering of a team's dashboard, which
 * src/main.tsx hydrates. The browser itself keeps such a page's place across loads (a reload,
 * back from another site), so the app's scroll keeping restores nothing when it starts
 * (src/app/AppRouter.tsx, src/shell/ScrollKeeping.tsx).
 */
export const HydratedLoadContext = createContext(false);
