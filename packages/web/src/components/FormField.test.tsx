// The labelled fields every form uses (decision 111): the label names the control, a required
// field says so once (aria-required, the asterisk hidden from screen readers), and the hint and
// the announced error describe the control, after any description of its own.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './FormField';

afterEach(cleanup);

describe('labelled fields', () => {
  it('name the control by its label, required without the asterisk in the name', () => {
    render(<TextField label="Company name" required name="companyName" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('announce the error and tie it and the hint to the control', () => {
    render(
      <TextField
        id="field-phone"
        label="Phone"
        type="tel"
        hint="With the country code"
        error="Phone is required"
        aria-describedby="form-intro"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.id).toBe('field-phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(
      'form-intro field-phone-hint field-phone-error',
    );
    expect(screen.getByRole('alert').textContent).toBe('Phone is required');
    expect(document.getElementById('field-phone-error')?.textContent).toBe('Phone is required');
    expect(document.getElementById('field-phone-hint')?.textContent).toBe('With the country code');
    // A phone number reads left to right in Arabic too; free text follows what is typed.
    expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('let free text take the direction of what is typed, unless told otherwise', () => {
    render(
      <>
        <TextField label="City" />
        <TextField label="National ID" dir="ltr" />
        <TextAreaField label="Description" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('textbox', { name: 'National ID' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('dir')).toBe('auto');
  });

  it('offer the placeholder choice first in a select, and put a class on the field box', () => {
    render(
      <SelectField
        label="Industry"
        className="wide"
        placeholder="Choose..."
        options={[
          { value: 'it', label: 'IT' },
          { value: 'banking', label: 'Banking' },
        ]}
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose...',
      'IT',
      'Banking',
    ]);
    expect(select.closest('.field')?.classList.contains('wide')).toBe(true);
    expect(select.classList.contains('field-control')).toBe(true);
  });
});
