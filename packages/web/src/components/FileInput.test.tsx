// The file field speaks the page's language (not the browser's "Choose File / No file chosen"),
// keeps the native input (labelled, hidden, out of the tab order) and opens it from its button.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { FileInput } from './FileInput';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('FileInput', () => {
  it('opens the labelled native input from its button and shows the chosen file', () => {
    const onChange = vi.fn();
    render(<FileInput id="cv" label="Upload a CV" accept=".pdf" onChange={onChange} />);
    const input = screen.getByLabelText('Upload a CV') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(-1);
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button.getAttribute('aria-describedby')).toBe('cv-label cv-name');
    expect(screen.getByText('No file chosen')).toBeTruthy();

    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);

    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('cv.pdf')).toBeTruthy();
  });

  it('speaks Arabic and is disabled with its input', async () => {
    await i18n.changeLanguage('ar');
    render(<FileInput id="pic" label="صورة" disabled />);
    const button = screen.getByRole('button', { name: 'اختر ملفًا' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('صورة')).toHaveProperty('disabled', true);
    expect(screen.getByText('لم يتم اختيار ملف')).toBeTruthy();
  });
});
