// The shell on the first paint (see src/lib/shell.ts). Inlined by AppLayout right after the top bar, as a classic
// script whose SHA-256 the layout adds to the page's Content-Security-Policy: it runs before the browser paints,
// imports nothing, and decides exactly as shownMember() in src/lib/shell.ts, from the tokens of src/lib/tokens.ts.
(function () {
  var root = document.documentElement;
  function local(name) {
    try {
      return window.localStorage.getItem(name);
    } catch (e) {
      return null;
    }
  }
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch (e) {
      return match[1];
    }
  }
  function claims(token) {
    var part = token ? token.split('.')[1] : null;
    if (!part) return null;
    try {
      var binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
      var json = new TextDecoder().decode(Uint8Array.from(binary, function (ch) { return ch.charCodeAt(0); }));
      var value = JSON.parse(json);
      return typeof value.exp === 'number' ? value : null;
    } catch (e) {
      return null;
    }
  }

  if (local('sidebar_collapsed') === '1') root.setAttribute('data-sidebar', 'collapsed');

  var capacitor = window.Capacitor;
  var localOnly = (capacitor && capacitor.isNativePlatform && capacitor.isNativePlatform()) ||
    (/Android|iPhone|iPad|iPod/i.test(navigator.userAgent) && (location.hostname === 'localhost' || location.hostname === '127.0.0.1'));
  var access = localOnly ? local('access_token') : cookie('access_token') || local('access_token');
  var refresh = localOnly ? local('refresh_token') : cookie('refresh_token');
  if (access) root.setAttribute('data-token', '');
  else root.removeAttribute('data-token');

  // Rendered pages carry the server's answer already.
  if (root.getAttribute('data-shell-source') !== 'browser' || (!access && !refresh)) return;
  var who = claims(access) || claims(refresh) || {};
  var member = { fullName: typeof who.full_name === 'string' ? who.full_name : '', hasPaid: false, isStaff: false };
  try {
    var memory = JSON.parse(local('fitgroup_shell_member') || 'null');
    if (memory && typeof memory.userId === 'number' && memory.userId === who.user_id && typeof memory.fullName === 'string') {
      member = { fullName: memory.fullName, hasPaid: memory.hasPaid === true, isStaff: memory.isStaff === true };
    }
  } catch (e) {
    // Unreadable memory: the token's name, no paid or staff entries.
  }
  root.setAttribute(
    'data-nav',
    member.hasPaid && member.isStaff ? 'paid-staff' : member.hasPaid ? 'paid' : member.isStaff ? 'staff' : 'member',
  );
  var slot = document.querySelector('[data-shell-account]');
  var template = document.querySelector('template[data-shell-account-variant="member"]');
  if (!slot || !template) return;
  slot.replaceChildren(template.content.cloneNode(true));
  slot.setAttribute('data-shell-account', 'member');
  var greeting = slot.querySelector('[data-shell-greeting]');
  if (greeting) {
    // The words are the page's language's (ShellAccount.astro renders them on the greeting).
    var first = member.fullName.trim().split(/\s+/)[0];
    greeting.textContent = first
      ? (greeting.getAttribute('data-greeting') || 'Hi, {name}').split('{name}').join(first)
      : greeting.getAttribute('data-greeting-no-name') || 'Hi, there';
    greeting.setAttribute('title', member.fullName.trim());
  }
})();
