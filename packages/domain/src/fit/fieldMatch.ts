// Issue 40: the field part. The applicant's professional field (their profile's, or for a CV the
// fields its skills point to) against the posting's: the same 100, a neighbouring field 50,
// another or none 0. Neighbours are fields whose people commonly move between them.
import type { ProfessionalField } from '../plain/profile';
import { fieldsOfSkills } from './skillSynonyms';
import type { FitCandidate } from './types';

export const neighbourMatch = 50;

const neighbourhoods: readonly (readonly ProfessionalField[])[] = [
  ['Digital Services', 'Data Management', 'Innovation and Technology Transfer'],
  ['Banking', 'Trading', 'Real Estate'],
  ['Health Services', 'Medicine', 'Pharmacy and Drug Industry'],
  ['Marketing', 'Advertisement and Promotion', 'Media', 'Mass Communication', 'Press'],
  ['Business Management', 'Entrepreneurship', 'Human Resources'],
  ['Research', 'Academia', 'Education and Training'],
  ['Manufacturing', 'Food industry', 'Agriculture'],
  ['Architecture and Construction', 'Design'],
  ['Tourism', 'Transportation'],
];

export function areNeighbours(a: string, b: string): boolean {
  return neighbourhoods.some(
    (group) => group.includes(a as ProfessionalField) && group.includes(b as ProfessionalField),
  );
}

/** The fields an applicant stands for: the stated one, else those the skills point to. */
export function candidateFields(candidate: Pick<FitCandidate, 'field' | 'skills'>): string[] {
  if (candidate.field !== null && candidate.field !== '') return [candidate.field];
  return fieldsOfSkills(candidate.skills);
}

export function fieldMatch(required: string, fields: readonly string[]): number {
  if (fields.includes(required)) return 100;
  return fields.some((field) => areNeighbours(field, required)) ? neighbourMatch : 0;
}
