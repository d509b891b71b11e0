// spec 2 and 4 (Find a Boss / Job Match), decisions.md section 7: the 11-tick error without
// results, the percentages of a 3-tick result, each submit from zero, and Job Match's 700 px
// scroll (Find a Boss does not scroll by a fixed amount). Decision 110: a role the domain's policy
// keeps from the checklists (an interviewer) is told so.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistItems, type ChecklistKind } from '@talentpool/domain/checklists/items';
import { descriptionCardLimits } from '@talentpool/domain/checklists/schemas';
import type { MemberRole } from '@talentpool/domain/members/policy';
import '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { ChecklistPage } from './ChecklistPage';

function signInAs(role: MemberRole) {
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'member@example.com',
      name: 'A Member',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
}

let scrollBy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signInAs('recruiter');
  scrollBy = vi.fn();
  window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
});

afterEach(() => {
  cleanup();
  signOut();
});

function renderPage(kind: ChecklistKind) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChecklistPage kind={kind} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function tick(kind: ChecklistKind, indexes: number[]) {
  for (const index of indexes) {
    const label = checklistItems[kind][index]?.label.en ?? '';
    fireEvent.click(screen.getByLabelText(label));
  }
}

function percent(style: number): string {
  const region = screen.getByRole('region', { name: 'Results' });
  return within(region).getByTestId(`style-${style}`).querySelector('strong')?.textContent ?? '';
}

// Generous timeout: six people share two CPU cores, and jsdom queries over 27 checkboxes are slow.
describe('ChecklistPage', { timeout: 30_000 }, () => {
  it('past 10 ticks says "Sorry, more than 10 choices" and shows no results', () => {
    renderPage('findboss');
    tick('findboss', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(screen.queryByText('Sorry, more than 10 choices')).toBeNull();
    tick('findboss', [10]);
    expect(screen.getByText('Sorry, more than 10 choices').getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('an empty submit asks for at least one tick and shows no results (issue 23)', () => {
    renderPage('jobmatch');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Tick at least one item');
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    tick('jobmatch', [1]);
    expect(screen.queryByText('Tick at least one item')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('region', { name: 'Results' })).toBeTruthy();
  });

  it('Job Match: 3 ticks of one group give 43%, the page scrolls 700 px, resubmits start from zero', () => {
    renderPage('jobmatch');
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    tick('jobmatch', [1, 3, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(percent(4)).toBe('43%');
    expect([percent(5), percent(6), percent(7)]).toEqual(['0%', '0%', '0%']);
    expect(scrollBy).toHaveBeenCalledWith(0, 700);
    expect(screen.getByRole('img', { name: /Leadership styles this role points to/ })).toBeTruthy();

    tick('jobmatch', [1, 3, 4]); // untick
    tick('jobmatch', [7]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(percent(4)).toBe('0%');
    expect(percent(7)).toBe('14%');
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('Find a Boss shows results without the fixed scroll; a tie names both styles', () => {
    renderPage('findboss');
    tick('findboss', [0, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(percent(4)).toBe('14%');
    expect(percent(5)).toBe('14%');
    expect(
      screen.getByText('This role points equally to Demonstrative Mind and Motivator.'),
    ).toBeTruthy();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('asks for a Job Title before saving a card, at the field', () => {
    renderPage('findboss');
    tick('findboss', [21]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save as description card' }));
    const title = screen.getByLabelText('Job Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the card a title')).toBeTruthy();
    expect(document.activeElement).toBe(title);
  });

  it('counts the characters left of the card title and description (issue 23)', () => {
    renderPage('findboss');
    const hintOf = (id: string) => document.getElementById(`${id}-hint`)?.textContent;
    expect(hintOf('job-description')).toBe(
      `${descriptionCardLimits.descriptionMax.toLocaleString('en')} characters left`,
    );
    fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: 'Team lead' } });
    expect(hintOf('job-title')).toBe(`${descriptionCardLimits.titleMax - 9} characters left`);
  });

  it('tells an interviewer the checklists are not for their role', () => {
    signInAs('interviewer');
    renderPage('jobmatch');
    expect(screen.getByRole('heading', { name: 'Job Match' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/does not let you use the checklists/);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
