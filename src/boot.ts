/**
 * The page's entry script. index.html paints the boot bar (the app bar's colour
 * and the logo); the app's scripts, already fetched through the page's
 * modulepreload links, run only after that first frame. Otherwise a fast
 * connection could run ~100 ms of start-up code before anything is painted.
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
