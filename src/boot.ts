/**
 * The page's entry script. index.html paints the boot bar (the app bar's colour
 * and the logo), or the server has rendered the dashboard; the app's scripts,
 * already fetched through the page's modulepreload links, run only after that
 * first frame. Otherwise a fast connection could run ~100 ms of start-up code
 * before anything is painted.
 * No imports here: everything this module imports would run before it.
 */
const start = () => void import('./main');

// After the next frame is painted, and not on a timer as well: on a busy phone the first frame (a
// rendered page's style and layout) can take longer than a timer, and the scripts would then run
// before the page is on screen, in the way of its first paint. A background tab paints no
// frames: it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
