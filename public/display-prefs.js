// Runs in <head>, before the page is painted (the Content-Security-Policy allows scripts from
// the site, not inline ones): dark or light as the reader chose, else as the system is, and the
// reading text size. The same rules as src/domain/display-prefs.ts; its test holds them together.
(function () {
  var root = document.documentElement;
  var stored = function (key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked: the system's mode, the normal size
    }
  };
  var choice = stored('edge_color_mode');
  var systemDark = !!window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = choice === 'dark' || (choice !== 'light' && systemDark);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var scale = Number(stored('edge_text_size'));
  if ([0.875, 1.125, 1.25, 1.375, 1.5].indexOf(scale) >= 0) {
    root.style.setProperty('--edge-text-scale', String(scale));
  }
})();
