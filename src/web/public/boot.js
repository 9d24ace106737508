// Starts the app on a page the server drew, once the browser has painted it: see
// appScripts in src/server/plugins/web-app.ts.
(() => {
  const s = document.currentScript;
  const entry = s?.dataset.entry;
  if (!entry) return;
  let started = false;
  const add = (tag, props) =>
    document.head.append(Object.assign(document.createElement(tag), props));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (s.dataset.preload ?? '').split(' ').filter(Boolean))
      add('link', { rel: 'modulepreload', crossOrigin: '', href });
    add('script', { type: 'module', crossOrigin: '', src: entry });
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
