// Clicks made before an island hydrates (issue 25; tests/e2e/early-clicks.spec.ts). Astro's <astro-island> keeps its
// `ssr` attribute until its framework has hydrated it, then fires `astro:hydrate` on it. Until then a click on one of
// its buttons (Enter and Space on a button are clicks too) reaches no handler and would be lost: it is held here and
// made again once the island has hydrated (the last one per island: two clicks on a toggle do not undo each other).
// A form submitted before then (natively: a page load with its fields in the address) is held the same way. Links are
// left alone (they work without JavaScript), and so are islands rendered client:only (their fallback has nothing to
// click) and client:media ones (they may never hydrate). global.css shows the held buttons with a busy cursor.
// Inlined in the layout's head as a classic script, allowed by its hash (early-clicks.ts).
(function () {
  // An island by its attributes (only <astro-island> has a component-url): the pages without islands (home, sign-in,
  // sign-up) carry this script too, and their HTML names no island (tests/e2e/page-weight.spec.ts looks).
  var WAITING = '[component-url][ssr]:not([client=only]):not([client=media])';
  var CONTROL = 'button, [role=button], [role=tab], [role=menuitem], [role=switch], [role=checkbox], [role=option]';
  var held = new WeakMap();
  function hold(island, action) {
    if (!held.has(island)) {
      island.addEventListener('astro:hydrate', function () {
        var last = held.get(island);
        held.delete(island);
        last();
      }, { once: true });
    }
    held.set(island, action);
  }
  function waiting(event, element) {
    var island = element.closest(WAITING);
    if (island) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    return island;
  }
  document.addEventListener('click', function (event) {
    var control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || control.closest('a[href]')) return;
    var island = waiting(event, control);
    if (island) hold(island, function () { if (control.isConnected) control.click(); });
  }, true);
  document.addEventListener('submit', function (event) {
    var form = event.target;
    var submitter = event.submitter;
    var island = form instanceof HTMLFormElement ? waiting(event, form) : null;
    if (island) {
      hold(island, function () {
        if (form.isConnected) form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
      });
    }
  }, true);
})();
