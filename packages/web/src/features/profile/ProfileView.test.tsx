// The profile display (spec 2): otherf over faculty, day-month-year dates, and viewing mode
// without edit, upload or share; the public shape shows no contact section at all.
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser, User } from '@talentpool/domain/profile/schema';
import { ProfileView } from './components/ProfileView';

afterEach(() => cleanup());

const publicUser: PublicUser = {
  _id: '6f1c2b9e-1111-4222-8333-444455556666',
  name: 'Karim Fathy',
  pic: null,
  jobPosition: 'Banking',
  yearsOfExp: '>10 years',
  HLOfEdu: 'Faculty degree',
  faculty: 'Other',
  otherf: 'Banking Institute',
  generalSkills: [{ name: 'Negotiation' }],
  technicalSkills: [{ name: 'Excel' }],
  certificates: [{ _id: 'c1', name: 'CFA', body: 'CFA Institute' }],
  internships: [],
  job: [
    {
      _id: 'j1',
      jobtitle: 'Credit Officer',
      role: 'Executive',
      hiringbody: 'Private Business',
      startDate: '2012-02-01T00:00:00.000Z',
      endDate: '2020-12-31',
      description: '',
    },
  ],
  dataComplete: true,
  iRes1: null,
  iRes2: null,
  flt: null,
  frt: null,
  brt: null,
  blt: null,
  flp: null,
  frp: null,
  brp: null,
  blp: null,
};

function show(user: PublicUser & Partial<User>, owner: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfileView user={user} owner={owner} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('profile view', () => {
  it('shows otherf over faculty and dates day-month-year', () => {
    show(publicUser, false);
    expect(screen.getByText('Banking Institute')).toBeTruthy();
    expect(screen.queryByText('Other')).toBeNull();
    expect(screen.getByText(/From 01-02-2012 to 31-12-2020/)).toBeTruthy();
  });

  it('hides edit, upload, share and contact in viewing mode of a public profile', () => {
    show(publicUser, false);
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    expect(screen.queryByText('Shareable link')).toBeNull();
    expect(screen.queryByText('Contact')).toBeNull();
  });

  it('shows a viewer only the sections the person filled in (issue 23)', () => {
    show({ ...publicUser, job: [], certificates: [], internships: [], technicalSkills: [] }, false);
    expect(screen.queryByRole('heading', { name: 'Work Experience' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Certificates' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Internships' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Technical Skills' })).toBeNull();
    expect(screen.queryByText('None added')).toBeNull();
    expect(screen.getByRole('heading', { name: 'General Skills' })).toBeTruthy();
    expect(screen.getByText('Negotiation')).toBeTruthy();
  });

  it('shows the owner every section, "None added" where empty', () => {
    show({ ...publicUser, job: [], certificates: [], internships: [] }, true);
    expect(screen.getByRole('heading', { name: 'Work Experience' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Internships' })).toBeTruthy();
    expect(screen.getAllByText('None added')).toHaveLength(3);
  });

  it('gives the owner edit, upload, share link and contact with the national ID', () => {
    show(
      {
        ...publicUser,
        email: 'karim@example.com',
        mobileNO: '+20 1000000000',
        address: 'Cairo',
        country: 'Egypt',
        dateOfBirth: '1985-03-09',
        nationalID: '28503091234567',
        wemail: '',
        CV: 'https://drive.example.com/karim',
        longTermGoals: 'Head of credit',
        Motivation: 'Fair lending',
      },
      true,
    );
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(
      '/EditUserInfo',
    );
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeTruthy();
    expect(screen.getByTestId('share-link').textContent).toMatch(
      /\/viewProfile\/6f1c2b9e-1111-4222-8333-444455556666$/,
    );
    expect(screen.getByText('28503091234567')).toBeTruthy();
    expect(screen.getByText('09-03-1985')).toBeTruthy();
    const cv = screen.getByRole('link', { name: 'Open CV' });
    expect(cv.getAttribute('rel')).toContain('noopener');
  });
});
