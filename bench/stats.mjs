// Statistics and units of the report: percentiles, the landing's medians, rounding, KB and MB.

const sorted = (values) => [...values].sort((a, b) => a - b);
/** Nearest-rank percentile (p in 0..1): the p75 of 20 keys is the 15th smallest. */
export function percentile(values, p) {
  const v = sorted(values);
  if (v.length === 0) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil(p * v.length) - 1))];
}
/**
 * The landing's three end points (DOM, next frame, painted), from the click and from the start of
 * the sign_in request, as medians over runs, for either app.
 */
export const landingMedians = (med) => ({
  landing_from_click_ms: med((r) => r.landing.from_click_ms),
  landing_from_click_frame_ms: med((r) => r.landing.from_click_frame_ms),
  landing_from_click_painted_ms: med((r) => r.landing.from_click_painted_ms),
  click_to_request_ms: med((r) => r.landing.click_to_request_ms),
  landing_ms: med((r) => r.landing.ms),
  landing_frame_ms: med((r) => r.landing.frame_ms),
  landing_painted_ms: med((r) => r.landing.painted_ms),
  landing_app_own_ms: med((r) => r.landing.app_own_ms),
});
export const round = (x, digits = 2) => (x === null || x === undefined ? null : Number(x.toFixed(digits)));

export const KB = 1000;
export const MB = 1000 * 1000;
