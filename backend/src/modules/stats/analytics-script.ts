/**
 * The page-view script the storefront loads from the shop's own origin
 * (<script src="/api/analytics/script.js" defer>). Plain JavaScript, no cookies, no storage,
 * no third party: it posts the path of each page the visitor opens, on load and on every
 * client-side navigation, and the server counts it under its route.
 */
export const ANALYTICS_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var endpoint = new URL('/api/analytics/pageview', script ? script.src : location.href).href;
  var lastPath = null;

  function send() {
    var path = location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    var body = JSON.stringify({ route: path.slice(0, 200), path: path.slice(0, 200) });
    try {
      if (window.fetch) {
        fetch(endpoint, {
          method: 'POST',
          keepalive: true,
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: body
        }).catch(function () {});
      } else if (navigator.sendBeacon) {
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
      }
    } catch (e) {
      /* counting a view must never break the page */
    }
  }

  var pushState = history.pushState;
  history.pushState = function () {
    var result = pushState.apply(this, arguments);
    setTimeout(send, 0);
    return result;
  };
  window.addEventListener('popstate', function () { setTimeout(send, 0); });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', send);
  } else {
    send();
  }
})();
`;
