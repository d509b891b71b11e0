// decisions.md section 6: the scoring key. Which scale each of the 48 statements measures and
// whether it is reverse-keyed (scored 6 − answer). SERVER AND DOMAIN ONLY: the web app must not
// import this module (nor scoring.ts / itemBank.ts), so the key never reaches a browser; the
// questionnaire endpoint sends texts and page layout only.
import { ISI_PAGE_COUNT, ISI_PAGE_SIZE, isiScaleKeys, type IsiScaleKey } from './types';

/**
 * Scale of each position on each page, as indexes into isiScaleKeys. Every page carries one
 * statement of each scale, in a different order per page so neighbours do not share a scale.
 */
export const isiPageLayout: readonly (readonly number[])[] = [
  [0, 4, 1, 5, 2, 6, 3, 7],
  [5, 2, 7, 0, 6, 1, 4, 3],
  [3, 6, 0, 4, 7, 2, 5, 1],
  [4, 1, 6, 3, 0, 7, 2, 5],
  [7, 3, 5, 2, 1, 4, 0, 6],
  [2, 7, 4, 6, 3, 5, 1, 0],
];

/** For each scale, the pages (0..5) whose statement of that scale is reverse-keyed. */
export const isiReversePages: Record<IsiScaleKey, readonly number[]> = {
  flt: [1, 4],
  frt: [2, 5],
  brt: [0, 3],
  blt: [1, 4],
  flp: [2, 5],
  frp: [0, 3],
  brp: [1, 4],
  blp: [2, 5],
};

export interface IsiKeyEntry {
  /** Statement id 1..48 (its position in the questionnaire). */
  id: number;
  page: number;
  scale: IsiScaleKey;
  reverse: boolean;
}

function buildKey(): IsiKeyEntry[] {
  const key: IsiKeyEntry[] = [];
  for (let page = 0; page < ISI_PAGE_COUNT; page++) {
    for (let position = 0; position < ISI_PAGE_SIZE; position++) {
      const scale = isiScaleKeys[isiPageLayout[page]?.[position] ?? -1];
      if (!scale) throw new Error(`ISI layout has no scale at page ${page}, position ${position}`);
      key.push({
        id: page * ISI_PAGE_SIZE + position + 1,
        page,
        scale,
        reverse: isiReversePages[scale].includes(page),
      });
    }
  }
  return key;
}

/** The key in answer order: isiKey[i] scores answers[i]. */
export const isiKey: readonly IsiKeyEntry[] = buildKey();
