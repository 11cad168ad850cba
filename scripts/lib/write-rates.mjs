// How often each document was written, from the commit log the recording proxy keeps
// (scripts/lib/query-recorder.mjs, `{ t, docs }` lines): Firestore sustains about one write per
// second per document, so the figure that matters is the busiest document's rate.

/** The part of a document name after `/documents/` (the whole name when there is none). */
export function documentPath(name) {
  const at = name.indexOf('/documents/');
  return at >= 0 ? name.slice(at + '/documents/'.length) : name;
}

/**
 * Per document: its writes, the most it took in any one second (`peak`) and the most per
 * second averaged over any `windowMs` window (`windowAverage`, windows sliding by one second).
 * Commits are `{ t, docs }`; sorted busiest first (by windowAverage, then peak).
 */
export function writeRates(commits, { windowMs = 10_000 } = {}) {
  const seconds = new Map();
  for (const { t, docs } of commits) {
    const second = Math.floor(t / 1000);
    for (const name of new Set(docs)) {
      const path = documentPath(name);
      const perSecond = seconds.get(path) ?? new Map();
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      seconds.set(path, perSecond);
    }
  }
  const span = Math.max(1, Math.round(windowMs / 1000));
  const rates = [];
  for (const [path, perSecond] of seconds) {
    let writes = 0;
    let peak = 0;
    for (const count of perSecond.values()) {
      writes += count;
      peak = Math.max(peak, count);
    }
    let busiest = 0;
    for (const start of perSecond.keys()) {
      // A busiest window starts at a second with writes in it.
      let inWindow = 0;
      for (let s = start; s < start + span; s += 1) inWindow += perSecond.get(s) ?? 0;
      busiest = Math.max(busiest, inWindow);
    }
    rates.push({ path, writes, peak, windowAverage: busiest / span });
  }
  return rates.sort((a, b) => b.windowAverage - a.windowAverage || b.peak - a.peak);
}

/** Parses the proxy's log (JSON Lines), skipping a torn last line. */
export function parseCommitLog(text) {
  const commits = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      commits.push(JSON.parse(line));
    } catch {
      // the proxy was writing it when the log was read
    }
  }
  return commits;
}
