// Issue 19: the schedule dialog sends the instant of the wall time typed in the chosen zone, the
// interviewers picked from the company's members, offers up to 10 slots, moves an interview
// with its values filled in, and says the server's refusals next to their fields, input kept.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import i18n from '../../lib/i18n';
import { signOut } from '../../lib/session';
import { ScheduleDialog } from './ScheduleDialog';
import {
  fakeServer,
  ids,
  interview,
  json,
  people,
  signInAs,
  type Route,
} from './fakeServer.test-helper';

const membersRoute: Route = (call) => {
  if (call.method === 'GET' && call.url.startsWith('/api/company/members')) {
    return json(200, { members: people, total: people.length, page: 1, pageSize: 100 });
  }
  if (call.method === 'GET' && call.url === `/api/company/jobs/${ids.job}/team`) {
    return json(200, { members: [], candidates: people });
  }
  return undefined;
};

function renderDialog(props: Partial<Parameters<typeof ScheduleDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ScheduleDialog
          applicationId={ids.application}
          jobId={ids.job}
          applicantName="Salma Ali"
          onClose={onClose}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('schedule dialog', () => {
  it('schedules with two interviewers at the instant the chosen zone shows', async () => {
    signInAs('recruiter');
    const calls = fakeServer((call) =>
      call.method === 'POST' ? json(201, { interview: interview() }) : membersRoute(call),
    );
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview with Salma Ali' });
    type(/^Date/, '2030-03-05');
    type(/^Time \*/, '10:00');
    type(/^Duration/, '45');
    type(/^Time zone/, 'Africa/Cairo');
    type(/^Place/, 'Room 4');
    fireEvent.click(await within(dialog).findByLabelText('Ines Interviewer'));
    // A member without a name is listed by the e-mail.
    fireEvent.click(within(dialog).getByLabelText('omar@x.com'));
    // The recruiter may not list members: the posting's team call gives the candidates.
    expect(calls.some((c) => c.url === `/api/company/jobs/${ids.job}/team`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule and send invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/company/applications/${ids.application}/interviews`);
    expect(post?.body).toEqual({
      // Cairo is UTC+2 in March 2030.
      startsAt: '2030-03-05T08:00:00.000Z',
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      location: 'Room 4',
      interviewerIds: [ids.ines, ids.omar],
    });
  });

  it('checks the form before sending: no interviewer, a time that passed', async () => {
    signInAs('owner');
    const calls = fakeServer(membersRoute);
    renderDialog();
    await screen.findByLabelText('Ines Interviewer');
    type(/^Date/, '2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule and send invitations' }));
    expect(await screen.findByText('This time has passed. Choose one to come.')).toBeTruthy();
    expect(screen.getByText('Choose at least one interviewer.')).toBeTruthy();
    expect(screen.getByLabelText(/^Date/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("says the server's refusals next to their fields and keeps the input", async () => {
    signInAs('owner');
    fakeServer((call) =>
      call.method === 'POST'
        ? json(400, {
            error: 'Check the fields.',
            code: 'VALIDATION_FAILED',
            fields: {
              startsAt: 'The interview must start in the future.',
              'interviewerIds.1': 'This member is not in your company.',
            },
          })
        : membersRoute(call),
    );
    const onClose = renderDialog();
    type(/^Date/, '2030-03-05');
    type(/^Time zone/, 'Europe/Berlin');
    fireEvent.click(await screen.findByLabelText('Ines Interviewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule and send invitations' }));
    expect(await screen.findByText('The interview must start in the future.')).toBeTruthy();
    expect(screen.getByText('This member is not in your company.')).toBeTruthy();
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2030-03-05');
    expect((screen.getByLabelText(/^Time zone/) as HTMLInputElement).value).toBe('Europe/Berlin');
    expect((screen.getByLabelText('Ines Interviewer') as HTMLInputElement).checked).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers up to ten slots for the applicant to choose', async () => {
    signInAs('owner');
    const calls = fakeServer((call) =>
      call.method === 'POST'
        ? json(201, { offer: { _id: 'o1', slots: [], expiresAt: '2030-01-01T00:00:00.000Z' } })
        : membersRoute(call),
    );
    const onClose = renderDialog();
    fireEvent.click(screen.getByLabelText('Offer times to choose from'));
    type(/^Time zone/, 'UTC');
    type('Time 1: Date *', '2030-03-05');
    const add = screen.getByRole('button', { name: 'Add a time' });
    for (let i = 1; i < 10; i += 1) fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('10 times of at most 10')).toBeTruthy();
    // Each added slot starts from the one before: move them an hour apart, then keep three.
    for (let i = 10; i > 3; i -= 1) {
      fireEvent.click(screen.getByRole('button', { name: `Remove time ${i}` }));
    }
    type('Time 2: Time *', '11:00');
    type('Time 3: Time *', '12:00');
    fireEvent.click(await screen.findByLabelText('Ines Interviewer'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the times' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/company/applications/${ids.application}/interview-offers`);
    expect(post?.body).toEqual({
      slots: [
        { startsAt: '2030-03-05T10:00:00.000Z', durationMinutes: 60 },
        { startsAt: '2030-03-05T11:00:00.000Z', durationMinutes: 60 },
        { startsAt: '2030-03-05T12:00:00.000Z', durationMinutes: 60 },
      ],
      timeZone: 'UTC',
      interviewerIds: [ids.ines],
    });
  });

  it('moves an interview, its values filled in from where it was set', async () => {
    signInAs('owner');
    const calls = fakeServer((call) =>
      call.method === 'PATCH' ? json(200, { interview: interview() }) : membersRoute(call),
    );
    const onClose = renderDialog({ interview: interview() });
    screen.getByRole('dialog', { name: 'Move the interview with Salma Ali' });
    // 08:00 UTC is 10:00 in Cairo.
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2030-03-05');
    expect((screen.getByLabelText(/^Time \*/) as HTMLInputElement).value).toBe('10:00');
    expect(((await screen.findByLabelText('Ines Interviewer')) as HTMLInputElement).checked).toBe(
      true,
    );
    type(/^Time \*/, '14:30');
    fireEvent.click(screen.getByRole('button', { name: 'Move and send the change' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe(`/api/company/interviews/${ids.interview}`);
    expect(patch?.body).toMatchObject({
      startsAt: '2030-03-05T12:30:00.000Z',
      timeZone: 'Africa/Cairo',
      interviewerIds: [ids.ines, ids.omar],
    });
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    signInAs('owner');
    fakeServer(membersRoute);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'تحديد مقابلة مع Salma Ali' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تحديد الموعد وإرسال الدعوات' })).toBeTruthy();
  });
});
