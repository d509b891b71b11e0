// Decisions 071 and 161: a report's day is chosen as day, month by name and year in the page's
// language, never in the browser's date format; the value stays YYYY-MM-DD, and the parts are
// named selects in a named group, reached with the keyboard in reading order.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { DayField, yearsAround } from './DayField';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function Harness({ start, lang, seen }: { start: string; lang: 'en' | 'ar'; seen: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <DayField
      label={lang === 'ar' ? 'من' : 'From'}
      value={value}
      lang={lang}
      thisYear={2026}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DayField', () => {
  it('shows a day in English with the month by name, and gives YYYY-MM-DD back', () => {
    const seen: string[] = [];
    render(<Harness start="2026-10-01" lang="en" seen={seen} />);
    const group = screen.getByRole('group', { name: 'From' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    expect((month as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('October');
    expect(
      (within(group).getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('1');
    fireEvent.change(month, { target: { value: '03' } });
    expect(seen).toEqual(['2026-03-01']);
    // No browser date input is left on the page.
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('names the parts and the months in Arabic, with Latin digits (decision 071)', async () => {
    await i18n.changeLanguage('ar');
    const seen: string[] = [];
    render(<Harness start="" lang="ar" seen={seen} />);
    const group = screen.getByRole('group', { name: 'من' });
    const day = within(group).getByRole('combobox', { name: 'اليوم' });
    const month = within(group).getByRole('combobox', { name: 'الشهر' });
    const year = within(group).getByRole('combobox', { name: 'السنة' });
    const months = within(month)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months[0]).toBe('الشهر');
    expect(months[3]).toBe('مارس');
    expect(months).toHaveLength(13);
    expect(within(day).getAllByRole('option')[31]?.textContent).toBe('31');
    fireEvent.change(day, { target: { value: '05' } });
    fireEvent.change(month, { target: { value: '03' } });
    fireEvent.change(year, { target: { value: '2026' } });
    // Until all three are chosen the value is not a day (the form's schema says so).
    expect(seen).toEqual(['--05', '-03-05', '2026-03-05']);
  });

  it('is reached part by part with the keyboard, and all parts emptied give no day', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness start="2026-10-01" lang="en" seen={seen} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Day' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Month' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Year' }));
    for (const name of ['Day', 'Month', 'Year']) {
      await user.selectOptions(screen.getByRole('combobox', { name }), '');
    }
    expect(seen.at(-1)).toBe('');
  });

  it('ties an error to every part', () => {
    render(
      <DayField label="To" value="2026-02-31" lang="en" error="Not a day" onChange={() => {}} />,
    );
    for (const name of ['Day', 'Month', 'Year']) {
      const part = screen.getByRole('combobox', { name });
      const described = part.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(described)?.textContent).toBe('Not a day');
      expect(part.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByRole('alert').textContent).toBe('Not a day');
  });
});

describe('yearsAround', () => {
  it('offers the last ten years and this one, and a year given outside them', () => {
    expect(yearsAround('', 2026)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    expect(yearsAround('2001-01-01', 2026)[0]).toBe(2001);
    expect(yearsAround('2026-01-01', 2026)).toHaveLength(11);
  });
});
