// The auth forms (spec 5 Authentication): the spec's validation messages on empty and wrong
// input, announced and linked to their fields, and the popups as accessible dialogs.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { LoginForm } from '../../components/auth/LoginForm';
import { Modal } from '../../components/auth/Modal';
import { SignupForm } from './components/SignupForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import type { ModeProps } from '../../components/auth/modes';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderForm(ui: (props: ModeProps) => React.ReactElement) {
  const props: ModeProps = { type: 'User', onTypeChange: vi.fn(), email: '', onSwitch: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui(props)}</MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}

describe('login form', () => {
  it('shows the spec messages for an empty form and marks the fields invalid', async () => {
    renderForm((p) => <LoginForm {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email field is required')).toBeTruthy();
    expect(screen.getByText('Password field is required')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Email field is required');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('says "Invalid email address" and keeps what was typed', async () => {
    renderForm((p) => <LoginForm {...p} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-email');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret');
    expect(screen.queryByText('Password field is required')).toBeNull();
  });

  it('has the company checkbox and the links to sign up and forgot password', () => {
    const props = renderForm((p) => <LoginForm {...p} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Login as a company' }));
    expect(props.onTypeChange).toHaveBeenCalledWith('Company');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(props.onSwitch).toHaveBeenCalledWith('signup', 'a@b.co');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(props.onSwitch).toHaveBeenCalledWith('forgot', 'a@b.co');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderForm((p) => <LoginForm {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('حقل البريد الإلكتروني مطلوب')).toBeTruthy();
    expect(screen.getByText('حقل كلمة المرور مطلوب')).toBeTruthy();
  });
});

describe('sign-up form', () => {
  it('shows the spec messages for an empty form', async () => {
    renderForm((p) => <SignupForm {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email field is required')).toBeTruthy();
    expect(screen.getByText('Password field is required')).toBeTruthy();
  });

  it('asks for 8 characters and the same password twice', async () => {
    renderForm((p) => <SignupForm {...p} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Both passwords need to be the same')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sign up as a company' })).toBeTruthy();
  });
});

describe('reset form', () => {
  it('requires the password and a matching confirmation', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResetPasswordForm token="t" type="User" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Both passwords need to be the same')).toBeTruthy();
  });
});

describe('popups', () => {
  it('is a modal dialog that takes the focus, closes on Escape and gives the focus back', async () => {
    const onClose = vi.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Modal message="Password is changed successfully" onClose={onClose}>
        <button type="button">OK</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Password is changed successfully' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });
});
