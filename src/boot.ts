/**
 * The page's entry script. index.html paints the boot bar (the app bar's colour
 * and the logo), or the server has rendered the dashboard; the app's scripts,
 * already fetched through the page's modulepreload links, run only once that
 * is on screen. Otherwise a fast connection could run ~100 ms of start-up code
 * before anything is painted.
 * No imports here: everything this module imports would run before it.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}

// The browser's own word that the page is on screen: its first contentful paint, reported once
// the frame is presented (buffered: it may have come before this script). Not the next animation
// frame: on a busy phone a frame is presented well after its callbacks run, and the scripts would
// then run before the page is seen, in the way of its first paint.
if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A background tab paints nothing: it starts at once.
if (document.visibilityState === 'hidden') start();
