// The medians of a run's samples (results.json's "medians"): per form, beside the peer, and overall.
import { median } from './harness.mjs';
import { summarizeSlow } from './slow-visit.mjs';
import { landingMedians } from './stats.mjs';

/** The medians of one form's runs (this app). */
function formMedians(runs) {
  const med = (f) => median(runs.map(f));
  return {
    runs: runs.length,
    render_ms: med((r) => r.render.render_ms),
    render_painted_ms: med((r) => r.render.render_painted_ms),
    lists_ms: med((r) => r.render.lists_ms),
    lists_painted_ms: med((r) => r.render.lists_painted_ms),
    body_ms: med((r) => r.render.body_ms),
    build_ms: med((r) => r.render.build_ms),
    floor_ms: med((r) => r.render.floor_ms),
    floor_without_selects_ms: med((r) => r.render.floor_without_selects_ms),
    markup_bytes: med((r) => r.render.markup_bytes),
    typing_next_frame_p75_ms: med((r) => r.typing.next_frame_p75_ms),
    typing_next_frame_max_ms: med((r) => r.typing.next_frame_max_ms),
    typing_next_frame_worst_ms: Math.max(...runs.map((r) => r.typing.next_frame_max_ms)),
    typing_work_p75_ms: med((r) => r.typing.work_p75_ms),
    typing_painted_p75_ms: med((r) => r.typing.painted_p75_ms),
    typing_painted_max_ms: med((r) => r.typing.painted_max_ms),
    burst_total_ms: med((r) => r.burst.total_ms),
    burst_wall_ms: med((r) => r.burst.wall_ms),
    js_heap_used: med((r) => r.memory.js_heap_used),
    js_heap_used_after_gc: med((r) => r.memory.js_heap_used_after_gc),
    wasm_memory: med((r) => r.memory.wasm_memory),
    // From the start of the sign_in request, as the peer's landing is measured.
    ...landingMedians(med),
    lists_from_sign_in_ms: med((r) => r.render.lists_from_sign_in_ms),
    // Where the landing's time goes (medians of each phase, so they need not add up exactly):
    // the sign_in request; its answer -> get_client_profile sent; that request; its answer ->
    // all controls in the DOM.
    landing_phases: {
      sign_in_ms: med((r) => r.landing.sign_in_response_end - r.landing.sign_in_start),
      to_profile_request_ms: med((r) => r.render.request_start - r.landing.sign_in_response_end),
      profile_request_ms: med((r) => r.render.response - r.render.request_start),
      to_controls_ms: med((r) => r.landing.dom - r.render.response),
    },
    ...(runs.some((r) => r.save) ? saveMedians(runs) : {}),
  };
}

/** The large form's medians of Save with every required field empty and of typing after it. */
function saveMedians(runs) {
  const med = (f) => median(runs.map(f));
  return {
    save_queued_ms: med((r) => r.save.queued_ms),
    save_handled_ms: med((r) => r.save.handled_ms),
    save_shown_ms: med((r) => r.save.shown_ms),
    save_next_frame_ms: med((r) => r.save.next_frame_ms),
    save_painted_ms: med((r) => r.save.painted_ms),
    save_error_links: med((r) => r.save.error_links),
    save_invalid_controls: med((r) => r.save.invalid_controls),
    save_expected_errors: runs[0].save.expected_errors,
    typing_after_errors_next_frame_p75_ms: med((r) => r.typing_after_errors.next_frame_p75_ms),
    typing_after_errors_next_frame_max_ms: med((r) => r.typing_after_errors.next_frame_max_ms),
    typing_after_errors_work_p75_ms: med((r) => r.typing_after_errors.work_p75_ms),
    typing_after_errors_painted_p75_ms: med((r) => r.typing_after_errors.painted_p75_ms),
  };
}

/** Our medians of one form with the peer's beside them (`peer`) and the ratios (`ratio`), if it ran. */
function besideThePeer(ours, peerRuns) {
  if (!peerRuns.length) return ours;
  const pmed = (f) => median(peerRuns.map(f));
  const peer = {
    runs: peerRuns.length,
    ...landingMedians(pmed),
    landing_from_signin_mark_ms: pmed((r) => r.landing.from_signin_mark_ms),
    // The peer's phases: the sign_in request; its answer -> the form's definitions arrived (its
    // get_client_profile, its own mark dataAt); -> all controls in the DOM.
    landing_phases: {
      sign_in_ms: pmed((r) => r.landing.sign_in_response_end - r.landing.sign_in_start),
      to_data_ms: pmed((r) => r.data_at - r.landing.sign_in_response_end),
      to_controls_ms: pmed((r) => r.landing.dom - r.data_at),
    },
    // The peer opened with ?signin=form: its sign-in page filled in and clicked like ours.
    mode: 'signin=form',
    typing_next_frame_p75_ms: pmed((r) => r.typing.next_frame_p75_ms),
    typing_next_frame_max_ms: pmed((r) => r.typing.next_frame_max_ms),
    typing_work_p75_ms: pmed((r) => r.typing.work_p75_ms),
    typing_painted_p75_ms: pmed((r) => r.typing.painted_p75_ms),
    burst_total_ms: pmed((r) => r.burst.total_ms),
    js_heap_used: pmed((r) => r.memory.js_heap_used),
  };
  const ratio = (a, b) => (a === null || b === null || !b ? null : a / b);
  // this app / the peer, each a median of its runs.
  return {
    ...ours,
    peer,
    ratio: {
      landing_from_click: ratio(ours.landing_from_click_ms, peer.landing_from_click_ms),
      landing_from_click_frame: ratio(ours.landing_from_click_frame_ms, peer.landing_from_click_frame_ms),
      landing_from_click_painted: ratio(ours.landing_from_click_painted_ms, peer.landing_from_click_painted_ms),
      landing: ratio(ours.landing_ms, peer.landing_ms),
      landing_app_own: ratio(ours.landing_app_own_ms, peer.landing_app_own_ms),
      landing_frame: ratio(ours.landing_frame_ms, peer.landing_frame_ms),
      landing_painted: ratio(ours.landing_painted_ms, peer.landing_painted_ms),
      typing_next_frame_p75: ratio(ours.typing_next_frame_p75_ms, peer.typing_next_frame_p75_ms),
      typing_next_frame_max: ratio(ours.typing_next_frame_max_ms, peer.typing_next_frame_max_ms),
      typing_painted_p75: ratio(ours.typing_painted_p75_ms, peer.typing_painted_p75_ms),
      js_heap_used: ratio(ours.js_heap_used, peer.js_heap_used),
    },
  };
}

/**
 * Navigation start -> our sign-in form on screen (the frame that shows its e-mail box, whether
 * drawn before the app or by it) and -> the app's own sign-in form (the hand-over, or the same
 * frame for a build that draws none before), over every cold load of our sign-in page in the run
 * (the sign-in runs, and the start of every form and job seeker run); -> the peer's sign-in page
 * on screen (?signin=form, the same watch on its e-mail box), over every peer run.
 */
function navigationMedians(samples) {
  const oursPages = [
    ...samples.sign_in,
    ...samples.forms.map((r) => r.sign_in_page),
    ...samples.jobseeker.map((r) => r.sign_in_page),
  ];
  const peerPages = samples.peer.map((r) => r.sign_in_page);
  const navigation = {
    ours_sign_in_on_screen_ms: median(oursPages.map((p) => p.frame)),
    ours_app_sign_in_ms: median(oursPages.map((p) => p.handed_over ?? p.frame)),
    ours_loads: oursPages.length,
    peer_sign_in_on_screen_ms: median(peerPages.map((p) => p.frame)),
    peer_mode: 'signin=form',
    peer_loads: peerPages.length,
  };
  navigation.ratio = navigation.peer_sign_in_on_screen_ms ? navigation.ours_sign_in_on_screen_ms / navigation.peer_sign_in_on_screen_ms : null;
  navigation.app_ratio = navigation.peer_sign_in_on_screen_ms ? navigation.ours_app_sign_in_ms / navigation.peer_sign_in_on_screen_ms : null;
  return navigation;
}

/** The same-origin deployment: ours and the peer at the smallest N (null without it). */
function sameOriginMedians(samples) {
  const so = samples.same_origin;
  const soPeer = samples.same_origin_peer;
  const sameOrigin = so.length
    ? {
        fields: so[0].fields,
        runs: so.length,
        ...landingMedians((f) => median(so.map(f))),
        peer: soPeer.length ? { runs: soPeer.length, ...landingMedians((f) => median(soPeer.map(f))) } : null,
      }
    : null;
  if (sameOrigin?.peer) {
    sameOrigin.from_click_ratio = sameOrigin.landing_from_click_ms / sameOrigin.peer.landing_from_click_ms;
    sameOrigin.ratio = sameOrigin.landing_ms / sameOrigin.peer.landing_ms;
    sameOrigin.app_own_ratio = sameOrigin.landing_app_own_ms / sameOrigin.peer.landing_app_own_ms;
  }
  return sameOrigin;
}

export function summarize(results, options) {
  const byN = {};
  for (const n of options.fields) {
    byN[n] = besideThePeer(
      formMedians(results.samples.forms.filter((r) => r.fields === n)),
      results.samples.peer.filter((r) => r.fields === n),
    );
  }
  const navigation = navigationMedians(results.samples);
  const sameOrigin = sameOriginMedians(results.samples);
  const js = results.samples.jobseeker;
  const jobseeker = js.length
    ? {
        runs: js.length,
        account: js[0].account,
        ...landingMedians((f) => median(js.map(f))),
      }
    : null;
  const signIn = results.samples.sign_in;
  const floor = results.samples.floor;
  return {
    sign_in_ready_ms: median(signIn.map((s) => s.ready)),
    sign_in_ready_frame_ms: median(signIn.map((s) => s.frame)),
    sign_in_handed_over_ms: median(signIn.map((s) => s.handed_over)),
    sign_in_presented_ms: median(signIn.map((s) => s.presented)),
    sign_in_wasm_instantiated_ms: median(signIn.map((s) => s.wasmInstantiateEnd)),
    // Each landing page's rehearsal on the sign-in page: its duration and its start after the form
    // was usable (null for a build without them).
    rehearsals: Object.fromEntries(
      [...new Set(signIn.flatMap((s) => (s.rehearsals ?? []).map((r) => r.name)))].map((name) => {
        const runs = signIn.map((s) => ({ ready: s.ready, r: (s.rehearsals ?? []).find((x) => x.name === name) })).filter((x) => x.r);
        return [name, { runs: runs.length, duration_ms: median(runs.map((x) => x.r.duration)), after_ready_ms: median(runs.map((x) => x.r.start - x.ready)) }];
      }),
    ),
    floor: {
      typing_next_frame_p75_ms: median(floor.map((r) => r.typing.next_frame_p75_ms)),
      typing_next_frame_max_ms: median(floor.map((r) => r.typing.next_frame_max_ms)),
      burst_total_ms: median(floor.map((r) => r.burst.total_ms)),
    },
    by_fields: byN,
    mixed: results.samples.mixed.length ? formMedians(results.samples.mixed) : null,
    large: results.samples.large.length ? besideThePeer(formMedians(results.samples.large), results.samples.large_peer) : null,
    navigation,
    same_origin: sameOrigin,
    jobseeker,
    slow: summarizeSlow(results.samples.slow),
  };
}
