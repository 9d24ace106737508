// Starts the app on a page the server drew, once the browser has shown it: see
// appScripts in src/server/plugins/web-app.ts. The build minifies this file (vite.config.ts).
//
// The app's code (110 KB) is asked for after the first paint is on the screen and, on a
// page whose main picture the server marked fetchpriority="high", after that picture has
// come: on slow data the code would otherwise share the connection with them and hold
// them back. A tab that paints nothing (not looked at) paints when it is; at most 5 s.
(() => {
  // The page has a script: the buttons only code works show (styles.css, .needs-script).
  document.documentElement.classList.add('js');
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  let started = false;
  const add = (tag, props) =>
    document.head.append(Object.assign(document.createElement(tag), props));
  // One file asked for a task, the app's own script first. Chromium's work to send a
  // request (about 1 ms on a fast machine) made the eleven of a form's page one task of
  // 45 to 75 ms on a phone, where the page does not answer a tap; apart, each is a few ms.
  // (Module scripts and their preloads are fetched in CORS mode with or without crossorigin.)
  const start = () => {
    if (started) return;
    started = true;
    add('script', { type: 'module', src: entry });
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean))
      setTimeout(() => add('link', { rel: 'modulepreload', href }), 0);
  };
  // A task queued from the frame after the one that showed it.
  const next = () => requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint')[0]) return;
    observer.disconnect();
    const picture = document.querySelector('img[fetchpriority=high]');
    if (picture && !picture.complete) picture.onload = picture.onerror = next;
    else next();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
})();
