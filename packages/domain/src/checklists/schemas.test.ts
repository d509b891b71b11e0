import { describe, expect, it } from 'vitest';
import { candidatesQuerySchema, descriptionCardInputSchema } from './schemas';

const base = { kind: 'jobmatch', title: 'Sales lead', description: 'Leads the team', items: [1] };

function issues(value: unknown) {
  const result = descriptionCardInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('descriptionCardInputSchema', () => {
  it('accepts a card and trims its texts', () => {
    const parsed = descriptionCardInputSchema.parse({ ...base, title: '  Lead  ' });
    expect(parsed.title).toBe('Lead');
    expect(descriptionCardInputSchema.parse({ ...base, description: undefined }).description).toBe(
      '',
    );
  });

  it('refuses 11 items, no items, repeated and unknown items, an empty title', () => {
    expect(issues({ ...base, items: Array.from({ length: 11 }, (_, i) => i) })).toContain(
      'checklists.tooManyChoices',
    );
    expect(issues({ ...base, items: [] })).toContain('checklists.itemsRequired');
    expect(issues({ ...base, items: [2, 2] })).toContain('checklists.itemRepeated');
    expect(issues({ ...base, items: [25] })).toContain('checklists.itemUnknown');
    expect(issues({ ...base, kind: 'findboss', items: [26] })).toEqual([]);
    expect(issues({ ...base, title: '   ' })).toContain('checklists.titleRequired');
    expect(issues({ ...base, kind: 'other' })).not.toEqual([]);
  });
});

describe('candidatesQuerySchema', () => {
  it('takes styles 4..7 and paging defaults', () => {
    expect(candidatesQuerySchema.parse({ style: '5' })).toEqual({
      style: 5,
      page: 1,
      pageSize: 20,
    });
    expect(candidatesQuerySchema.safeParse({ style: '3' }).success).toBe(false);
    expect(candidatesQuerySchema.safeParse({ style: '8' }).success).toBe(false);
    expect(candidatesQuerySchema.safeParse({}).success).toBe(false);
  });
});
