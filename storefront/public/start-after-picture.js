// Served pages whose first screen is a picture (product, listing and home pages, rendered by
// the server's seo module) load the app with this instead of a module script in the head: the
// app's code then downloads after the picture is on screen, so on a slow phone connection the
// picture does not share the line with 140 KB of script. Pages whose first screen is the
// server's text (the tracking pages) have no picture: the app starts once that text is painted,
// so a slow phone paints it before running the app's script. A plain script (the shop's CSP
// allows no inline code); it gives up waiting after 2.5 s.
(function () {
  var current = document.currentScript;
  var app = current && current.getAttribute('data-app');
  if (!app) return;
  var preloads = (current.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }
  // Two frames after the picture arrives: it has been painted by then.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  // Whatever happens to the picture (or to animation frames in a hidden tab), the app starts.
  setTimeout(start, 2500);
  var picture = document.querySelector('img[data-lcp]');
  if (!picture || picture.complete) return afterPaint();
  picture.addEventListener('load', afterPaint);
  picture.addEventListener('error', start);
})();
