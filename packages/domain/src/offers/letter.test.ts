// Issue 41: the letter template's checks and their sentences (decision 273: what was written,
// where, counted from 1, and the placeholders there are, in the caller's language).
import { describe, expect, it } from 'vitest';
import { letterProblem, letterProblemText } from './letter';

describe('letterProblemText', () => {
  it('names an unknown placeholder, its place and the ones there are, in both languages', () => {
    const problem = letterProblem('Dear {{candidate.nam}},');
    expect(problem).toEqual({ kind: 'unknown', text: '{{candidate.nam}}', index: 5 });
    if (!problem) throw new Error('expected a problem');
    expect(letterProblemText(problem, 'en')).toBe(
      'Unknown placeholder {{candidate.nam}} at character 6. Use one of: {{candidate.name}}, {{job.title}}, {{company.name}}, {{salary}}, {{startDate}}, {{expiresAt}}',
    );
    expect(letterProblemText(problem, 'ar')).toMatch(
      /^عنصر نائب غير معروف \{\{candidate\.nam\}\} عند الحرف 6\. استخدم أحد: \{\{candidate\.name\}\}/,
    );
  });

  it('names unbalanced braces without leaving a slot unfilled', () => {
    const problem = letterProblem('Start {{startDate');
    if (!problem) throw new Error('expected a problem');
    expect(problem.kind).toBe('broken');
    const text = letterProblemText(problem, 'en');
    expect(text).toBe('Unclosed or stray braces {{startDate at character 7.');
    expect(letterProblemText(problem, 'ar')).not.toMatch(/\{(text|index|allowed)\}/);
  });
});
