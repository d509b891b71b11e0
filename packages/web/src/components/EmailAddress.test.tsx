import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

afterEach(() => cleanup());

describe('EmailAddress', () => {
  it('offers a line break after the "@" and after each dot, and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailAddress email="first.last@mail.example.com" />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'first.<wbr>last@<wbr>mail.<wbr>example.<wbr>com',
    );
    expect(screen.getByText('first.last@mail.example.com')).toBeTruthy();
  });
});
