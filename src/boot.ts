/**
 * The page's entry script: the app's scripts run only after the first frame is
 * painted, so the page is on screen before ~100 ms of start-up code runs.
 * A page the browser renders (index.html as built) paints the boot bar (the app
 * bar's colour and the logo) and has fetched the scripts meanwhile through its
 * modulepreload links. A team's dashboard comes rendered by the server without
 * those links (server/http/spa.ts): there the first frame is the whole first
 * screen, and the scripts are only fetched after it, which keeps them off the
 * path to the first paint on a slow phone (Lighthouse's FCP/LCP 1.9 s → 0.9 s,
 * see `npm run bench`).
 * No imports here: everything this module imports would run before it.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./main');
}
// After the next frame is painted; a background tab paints no frames, so also after a moment.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
