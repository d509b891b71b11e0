// Issue 20, decision 134 (stored fit): what a stored fit score was computed from. The server
// builds these inputs in SQL from the posting and the applicant's current row (so the database can
// tell a stored fit that is out of date: its inputs differ from the current ones), and computes
// the score from them with fitOf here, the one formula of docs/fit-score.md.
import { fitOf, type Fit } from './fit';

/**
 * The version of the formula. Raising it (when fitOf changes) makes every stored fit out of date:
 * the server recomputes them at its next start.
 */
export const FIT_VERSION = 1;

export interface FitInputs {
  /** FIT_VERSION when computed. */
  v: number;
  /** The posting's requirement profile (weights per leadership style '4'..'7'). */
  profile: Record<string, number>;
  minEducation: string | null;
  minExperience: string | null;
  /** The applicant's perceptional scales [flp, frp, brp, blp]; null or a null inside: no ISI. */
  isi: [number | null, number | null, number | null, number | null] | null;
  HLOfEdu: string | null;
  yearsOfExp: string | null;
}

/** The fit of one application from its inputs. */
export function fitOfInputs(inputs: FitInputs): Fit {
  const p = inputs.profile;
  const [flp, frp, brp, blp] = inputs.isi ?? [null, null, null, null];
  const isi =
    flp === null || frp === null || brp === null || blp === null ? null : { flp, frp, brp, blp };
  return fitOf(
    { '4': p['4'] ?? 0, '5': p['5'] ?? 0, '6': p['6'] ?? 0, '7': p['7'] ?? 0 },
    { isi, HLOfEdu: inputs.HLOfEdu, yearsOfExp: inputs.yearsOfExp },
    { minEducation: inputs.minEducation, minExperience: inputs.minExperience },
  );
}
