// The search module's surface (issue 45, decision 178): candidate search for the company routes,
// saved searches' alerts, checklists' counts, the judge and the benches.
export {
  cardFitTarget,
  findFitTarget,
  fitSql,
  fitTargetFor,
  searchFitOf,
  type FitTarget,
} from './fit';
export {
  candidateHeads,
  candidatesReadOf,
  headChainOf,
  readsTable,
  relevanceCandidates,
  type CandidatesRead,
} from './readCost';
export { matchedLexemesOf } from './plan';
export { resultUserOf, searchCandidates, type SearchOptions, type SearchRow } from './statements';
export { unknownFactsTtlMs, type LexemeStats, type TermFacts } from './terms';
export { boundedCount } from './where';
