// Issue 22 (decision 135): the simulation's alpha per scale in its reference condition (10,000
// respondents, seed 20261122, noise 0.9, acquiescence 0.3; docs/isi.md), for the /isi page to show
// beside the figures measured on stored answers. Kept as numbers so the web app never imports the
// scoring key; statistics.test.ts recomputes them with simulateIsi and fails if they drift.
import type { IsiScaleKey } from '../plain/isi';

export const simulationReference = {
  respondents: 10_000,
  seed: 20261122,
  noise: 0.9,
  acquiescence: 0.3,
} as const;

export const simulatedAlpha: Record<IsiScaleKey, number> = {
  flt: 0.827,
  frt: 0.842,
  brt: 0.85,
  blt: 0.816,
  flp: 0.798,
  frp: 0.825,
  brp: 0.833,
  blp: 0.832,
};
