// Several Lighthouse runs of one page as one row. Lighthouse's own advice on variability is to run
// it several times and take the median: under its simulated throttling a page's LCP lands on one
// of a few values (a request that finished before the observed first frame is counted, one that
// finished after is not) and the CPU work it simulates is the observed work ×4, so a busy machine
// moves it too.

/** The median of `values` (the mean of the middle two for an even count), rounded to `decimals`. */
export function median(values, decimals = 0) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return +value.toFixed(decimals);
}

const medianFields = {
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  lcpMs: 0,
  tbtMs: 0,
  cls: 3,
  firstLoadJsKb: 1,
};

/**
 * One row from the runs of a page that gave a result (each as `measure` returns it): the median
 * of each score and timing, every run's LCP (`lcpRuns`, in the order measured) to show the spread,
 * `runs` how many there were (none: every figure NaN), and each audit below full marks in any run.
 */
export function summariseRuns(runs) {
  const row = Object.fromEntries(
    Object.entries(medianFields).map(([field, decimals]) => [
      field,
      median(
        runs.map((r) => r[field]),
        decimals,
      ),
    ]),
  );
  return {
    ...row,
    runs: runs.length,
    lcpRuns: runs.map((r) => r.lcpMs),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

/** A public page's row: its runs and its script-free copy's, the ratio of their median LCPs. */
export function pageBesideCopy(pageRuns, copyRuns) {
  const page = summariseRuns(pageRuns);
  const copy = summariseRuns(copyRuns);
  return {
    ...page,
    staticLcpMs: copy.lcpMs,
    staticLcpRuns: copy.lcpRuns,
    lcpRatio: +(page.lcpMs / copy.lcpMs).toFixed(2),
  };
}
