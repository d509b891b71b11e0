// Issue 40: one skill under its spellings in English and Arabic.
import { describe, expect, it } from 'vitest';
import { professionalFields } from '../plain/profile';
import {
  canonicalSkill,
  fieldsOfSkills,
  skillKey,
  skillSynonyms,
  skillsInText,
} from './skillSynonyms';

describe('skillSynonyms', () => {
  it('gives React, React.js, ReactJS and رياكت one id', () => {
    const ids = ['React', 'React.js', 'reactjs', 'REACT JS', 'رياكت', 'ريأكت'].map(canonicalSkill);
    expect(new Set(ids)).toEqual(new Set(['react']));
    expect(canonicalSkill('Node.js')).toBe(canonicalSkill('نود جي اس'));
  });

  it('compares a skill the table does not know by its written form', () => {
    expect(canonicalSkill('Ruby on Rails')).toBe(canonicalSkill('ruby-on-rails'));
    expect(canonicalSkill('Ruby on Rails')).not.toBe(canonicalSkill('React'));
    expect(canonicalSkill('  ')).toBe('');
    expect(skillKey('C++')).toBe('c++');
  });

  it('has no spelling in two entries and only known fields', () => {
    const seen = new Map<string, string>();
    for (const entry of skillSynonyms) {
      for (const name of entry.names) {
        const key = skillKey(name);
        expect(seen.get(key) ?? entry.id, name).toBe(entry.id);
        seen.set(key, entry.id);
      }
      for (const field of entry.fields) expect(professionalFields.values).toContain(field);
    }
  });

  it('finds skills in English and Arabic text, at word boundaries', () => {
    expect(skillsInText('We build with React.js, Node.js and PostgreSQL.')).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
    ]);
    expect(skillsInText('خبرة في الرياكت وبايثون ونظم المعلومات الجغرافية')).toEqual([
      'React',
      'Python',
      'GIS',
    ]);
    // Ordinary words are not skills: "excel" the verb, "lean" the adjective, "reactive".
    expect(skillsInText('People who excel in a lean, reactive team.')).toEqual([]);
  });

  it('places skills in the fields they point to most', () => {
    expect(fieldsOfSkills(['رياكت', 'Docker', 'SQL'])).toEqual(['Digital Services']);
    expect(fieldsOfSkills(['Payroll', 'Labour law'])).toEqual(['Human Resources']);
    expect(fieldsOfSkills(['Cooking'])).toEqual([]);
  });
});
