// The start of a page whose HTML already shows it (the prerendered /login, server/http/static-web.ts): the app's
// scripts are asked for once that HTML has painted, so on a slow line the form shows before they download rather
// than after, and the stylesheet the paint waits for has the line to itself. What is typed meanwhile is kept
// (web/app/prerendered-root.ts). A hidden tab paints nothing: it starts at once.
(function () {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var modules = (loader.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  function start() {
    modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: entry });
  }

  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
