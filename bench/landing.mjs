// The landing figure, the same for every app and landing page: from the "Sign in" click and from
// the start of the sign_in request until every control of the landing page is in the DOM.

/**
 * The landing figure of one run, the same for both apps: from the start of the sign_in request (its
 * Resource Timing entry: when fetch was called, so a CORS preflight is inside) until every control
 * (input, select, textarea) of the form's fields was in the DOM, then the next frame and painted.
 */
export async function landingFrom(page, controls, expected) {
  const { signIn, profile } = await page.evaluate(() => {
    const find = (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => pattern.test(e.name))
        // (The detailed phases are zero: the API is another origin and sends no Timing-Allow-Origin.)
        .map((e) => ({ start: e.startTime, response_end: e.responseEnd }));
    return { signIn: find(/\/sign_in(\?|$)/), profile: find(/\/get_client_profile(\?|$)/) };
  });
  if (signIn.length !== 1) throw new Error(`expected one sign_in request in Resource Timing, got ${signIn.length}`);
  // The Sign in button's click (instrument.js: the event's own time stamp), for both apps.
  const click = await page.evaluate(() => window.__bench.signInClick);
  if (controls.count < expected) throw new Error(`${controls.count} of ${expected} controls`);
  const start = signIn[0].start;
  // The app's own time: the landing less the time its requests were in flight (sign_in, and
  // get_client_profile for a client form), each from its Resource Timing entry, up to the controls.
  const inFlight = [...signIn, ...profile]
    .filter((e) => e.start < controls.dom)
    .reduce((sum, e) => sum + Math.min(e.response_end, controls.dom) - e.start, 0);
  return {
    sign_in_start: start,
    sign_in_response_end: signIn[0].response_end,
    requests_in_flight_ms: inFlight,
    // The figure less the requests: what the app itself took (its code, the browser's work).
    app_own_ms: controls.dom - start - inFlight,
    controls: controls.count,
    expected_controls: expected,
    dom: controls.dom,
    frame: controls.frame,
    painted: controls.painted,
    // The figure: sign_in request start -> all controls in the DOM.
    ms: controls.dom - start,
    // The same from the click, and the click -> the sign_in request (null if nothing was clicked).
    click,
    from_click_ms: click === null ? null : controls.dom - click,
    from_click_frame_ms: click === null ? null : controls.frame - click,
    from_click_painted_ms: click === null ? null : controls.painted - click,
    click_to_request_ms: click === null ? null : start - click,
    frame_ms: controls.frame - start,
    painted_ms: controls.painted - start,
  };
}
