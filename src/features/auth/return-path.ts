/**
 * Where to send a visitor after signing in: the path they came from (`location.state.from`),
 * when it is a path on this site other than /auth itself, else the home page.
 */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  // '//host' and '/\host' would leave the site.
  if (from[1] === '/' || from[1] === '\\') return '/';
  if (/^\/auth(?:[/?#]|$)/.test(from)) return '/';
  return from;
}
