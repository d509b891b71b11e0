import { describe, expect, it } from 'vitest';
import { checklistItems } from '../checklists/items';
import { defaultKit, generalKit, kitLabels, languageOfText } from './kit';
import { interviewKitBodySchema, isTimeZone, slotsOverlap } from './schemas';

describe('default interview kit', () => {
  it('takes the texts of the ticked items in the language asked', () => {
    expect(defaultKit({ kind: 'jobmatch', items: [7, 12] }, 'en')).toEqual([
      checklistItems.jobmatch[7]?.label.en,
      checklistItems.jobmatch[12]?.label.en,
    ]);
    expect(defaultKit({ kind: 'findboss', items: [0] }, 'ar')).toEqual([
      checklistItems.findboss[0]?.label.ar,
    ]);
  });

  it('falls back to four general attributes without items', () => {
    expect(defaultKit(null, 'en')).toHaveLength(4);
    expect(defaultKit({ kind: 'jobmatch', items: [] }, 'ar')).toEqual(generalKit('ar'));
  });
});

describe('interview input rules', () => {
  it('knows IANA zones by their exact names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('europe/berlin')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds overlapping slots, not back-to-back ones', () => {
    const at = (iso: string, durationMinutes = 60) => ({ startsAt: iso, durationMinutes });
    expect(slotsOverlap([at('2026-12-01T10:00:00Z'), at('2026-12-01T11:00:00Z')])).toBe(false);
    expect(slotsOverlap([at('2026-12-01T11:30:00Z'), at('2026-12-01T11:00:00+00:00')])).toBe(true);
    expect(slotsOverlap([at('2026-12-01T12:00:00+01:00'), at('2026-12-01T11:00:00Z', 15)])).toBe(
      true,
    );
  });
});

describe('kit labels in both languages (issue 37, decision 269)', () => {
  it('names a default attribute in both languages, whichever language the kit was made in', () => {
    const item = checklistItems.jobmatch[7];
    if (!item) throw new Error('no item 7');
    const source = { kind: 'jobmatch' as const, items: [7] };
    for (const lang of ['en', 'ar'] as const) {
      expect(kitLabels(defaultKit(source, lang))).toEqual([
        { en: item.label.en.slice(0, 80), ar: item.label.ar.slice(0, 80) },
      ]);
    }
    expect(kitLabels(generalKit('ar'))).toEqual(
      generalKit('en').map((en, i) => ({ en, ar: generalKit('ar')[i] })),
    );
  });

  it("shows a member's attribute in its language, and its translation in the other", () => {
    expect(
      kitLabels(['Negotiation', 'التفاوض', 'Excel'], ['التفاوض', 'Negotiation', null]),
    ).toEqual([
      { en: 'Negotiation', ar: 'التفاوض' },
      { en: 'Negotiation', ar: 'التفاوض' },
      { en: 'Excel', ar: 'Excel' },
    ]);
    expect(kitLabels(['Excel'], ['  '])).toEqual([{ en: 'Excel', ar: 'Excel' }]);
    expect(languageOfText('Excel مهارات')).toBe('ar');
    expect(languageOfText('Excel')).toBe('en');
  });

  it('takes one translation (or none) for each attribute', () => {
    const ok = interviewKitBodySchema.safeParse({
      attributes: ['Negotiation', 'Excel'],
      translations: ['التفاوض', null],
    });
    expect(ok.success).toBe(true);
    const short = interviewKitBodySchema.safeParse({
      attributes: ['Negotiation', 'Excel'],
      translations: ['التفاوض'],
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.path).toEqual(['translations']);
    const bidi = interviewKitBodySchema.safeParse({
      attributes: ['Negotiation'],
      translations: ['\u202etxet'],
    });
    expect(bidi.success).toBe(false);
    expect(
      interviewKitBodySchema.safeParse({ attributes: null, translations: ['x'] }).success,
    ).toBe(false);
  });
});
