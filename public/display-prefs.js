// Runs in <head>, before the page is painted (the Content-Security-Policy allows scripts from
// the site, not inline ones): the colour mode and text size, by the rules of
// src/domain/display-prefs.ts (its test holds the two together).
(function () {
  var root = document.documentElement;
  var stored = function (key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var choice = stored('edge_color_mode');
  var dark =
    choice === 'dark' ||
    (choice !== 'light' &&
      !!window.matchMedia &&
      matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var scale = Number(stored('edge_text_size'));
  if ([0.875, 1.125, 1.25, 1.375, 1.5].indexOf(scale) >= 0) {
    root.style.setProperty('--edge-text-scale', String(scale));
  }
})();
