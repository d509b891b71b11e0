import { describe, expect, it } from 'vitest';
import {
  faculties,
  hlOfEdu,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
import { candidatesCsv } from './csv';

describe('candidatesCsv', () => {
  const candidate = {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Salma, Hassan',
    email: 's@example.com',
    jobPosition: 'Banking',
    yearsOfExp: '2-5 years',
    HLOfEdu: 'Faculty degree',
    faculty: 'Commerce',
    iRes1: 3,
    iRes2: 7,
  };

  it('starts with a byte-order mark and a header, one CRLF line per candidate', () => {
    const text = candidatesCsv([candidate, { ...candidate, iRes1: null, iRes2: null }], 'en');
    expect(text.startsWith('\uFEFF"_id","name","email",')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `"${candidate._id}","Salma, Hassan","s@example.com","Banking","2-5 years","Faculty degree","Commerce","3","Factual","7","Planner"`,
    );
    expect(lines[2]?.endsWith(',"","","",""')).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('names the types and the enumerations in Arabic for an Arabic export', () => {
    const text = candidatesCsv([candidate], 'ar');
    expect(text).toContain('الواقعي');
    for (const [enumeration, value] of [
      [professionalFields, candidate.jobPosition],
      [yearsOfExp, candidate.yearsOfExp],
      [hlOfEdu, candidate.HLOfEdu],
      [faculties, candidate.faculty],
    ] as const) {
      const label = enumeration.labelOf(value, 'ar');
      expect(label).not.toBe(value);
      expect(text).toContain(`"${label}"`);
      expect(text).not.toContain(`"${value}"`);
    }
  });

  it('never lets a semicolon-separated reader see a formula', () => {
    const text = candidatesCsv([{ ...candidate, name: 'Sara;=HYPERLINK("x")' }], 'en');
    for (const field of text.slice(1).split(/[;,\r\n]/)) {
      expect(field.replace(/^"/, '')).not.toMatch(/^\s*[=+\-@]/);
    }
  });
});
