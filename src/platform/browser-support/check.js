// The first script of every page, inlined by the server before anything else loads. It is a
// classic script in ES5 (a unit test parses it so) because it must run where the app's bundle
// cannot even be parsed. When the browser lacks what the app needs, it marks the page and loads
// the notice chunk, and the entry leaves the page to it (see ./entry.ts).
(function (window, document) {
  var root = document.documentElement;
  var check = document.getElementById('browser-check');
  var notice = check && check.getAttribute('data-notice');

  // What the app needs, kept to what it cannot run without:
  // - modules: the bundle is ES modules;
  // - es2022: the build targets ES2022, whose syntax (class fields, static blocks) cannot be
  //   tested without eval, which the CSP forbids. Object.hasOwn and Array.prototype.at came with
  //   it and the app calls both; a browser that parses the syntax but lacks them breaks at run time;
  // - fetch: every request, aborted on timeout;
  // - intl: plural rules of the messages, locale-aware formats, names of languages and countries;
  // - css-variables: every colour and space of both brands' themes is a custom property.
  // ResizeObserver and IntersectionObserver are not needed: only the container queries polyfill
  // uses the first, and it checks for itself.
  function missingFeatures() {
    var missing = [];
    var Intl = window.Intl;
    var CSS = window.CSS;
    if (!window.HTMLScriptElement || !('noModule' in window.HTMLScriptElement.prototype)) missing.push('modules');
    if (typeof window.Object.hasOwn !== 'function' || typeof window.Array.prototype.at !== 'function') missing.push('es2022');
    if (typeof window.fetch !== 'function' || typeof window.AbortController !== 'function') missing.push('fetch');
    if (!Intl || !Intl.PluralRules || !Intl.Locale || !Intl.DisplayNames) missing.push('intl');
    if (!CSS || typeof CSS.supports !== 'function' || !CSS.supports('color', 'var(--check)')) missing.push('css-variables');
    return missing;
  }

  function showNotice(reason) {
    if (root.getAttribute('data-browser') === 'unsupported') return;
    root.setAttribute('data-browser', 'unsupported');
    root.setAttribute('data-browser-missing', reason);
    if (!notice) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = notice;
    document.head.appendChild(script);
  }

  var missing = missingFeatures();
  if (missing.length > 0) {
    showNotice(missing.join(' '));
    return;
  }

  // Syntax no feature stands in for: a bundle the browser cannot parse never marks the page as
  // running. Scripts that failed to download are a network problem, not the browser's.
  var downloadFailed = false;
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT') downloadFailed = true;
    },
    true,
  );
  window.addEventListener('load', function () {
    if (!downloadFailed && !root.hasAttribute('data-entry')) showNotice('syntax');
  });
})(window, document);
