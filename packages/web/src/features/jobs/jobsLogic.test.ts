// Pure logic of the jobs screens: the board's URL, the posting form's request, the board's
// columns and its keyboard moves.
import { describe, expect, it } from 'vitest';
import type { ApplicantPage, CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { returnPathOf } from '../../components/auth/LoginForm';
import { boardFormOf, boardUrlParams, countryNameOf, emptyBoardForm, pageOf } from './boardParams';
import { offsetToNearest } from './columnKeyboard';
import { jobsAr } from './locales/ar';
import { jobsEn } from './locales/en';
import {
  applicantName,
  columnApplications,
  columnHasMore,
  isStageOf,
  postingStages,
  stageBadgeClass,
  stageName,
  movedCounts,
  movedInColumn,
  movedInListPage,
  pipelineParamsOf,
  pipelineUrlParams,
  type ColumnPages,
} from './pipeline';
import {
  emptyPostingForm,
  inputOfForm,
  validatePostingForm,
  type PostingForm,
} from './postingForm';

describe('board URL', () => {
  it('keeps only filled filters, trimmed, and a page past the first', () => {
    const params = boardUrlParams({ ...emptyBoardForm, q: '  planner ', country: 'EG' }, 3);
    expect(params.toString()).toBe('q=planner&country=EG&page=3');
    expect(boardUrlParams(emptyBoardForm, 1).toString()).toBe('');
  });

  it('reads the form and the page back, ignoring nonsense', () => {
    const params = new URLSearchParams('q=a&workplace=remote&page=-2&other=x');
    expect(boardFormOf(params)).toEqual({ ...emptyBoardForm, q: 'a', workplace: 'remote' });
    expect(pageOf(params)).toBe(1);
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
  });

  it('names a country by its code in either language', () => {
    expect(countryNameOf('EG', 'en')).toBe('Egypt');
    expect(countryNameOf('EG', 'ar')).toBe('مصر');
    expect(countryNameOf('', 'en')).toBe('');
  });
});

const filled: PostingForm = {
  ...emptyPostingForm,
  title: 'Planner',
  description: 'Plans routes',
  workplace: 'onsite',
  country: 'EG',
  field: 'Trading',
  items: { findboss: [23, 21], jobmatch: [4] },
};

describe('posting form', () => {
  it('sends the ticks of the chosen checklist, sorted, and never a profile', () => {
    const input = inputOfForm(filled);
    expect(input.requirement).toEqual({ kind: 'findboss', items: [21, 23] });
    expect(input.minEducation).toBeNull();
    expect(inputOfForm({ ...filled, source: 'jobmatch' }).requirement).toEqual({
      kind: 'jobmatch',
      items: [4],
    });
    expect(inputOfForm({ ...filled, source: 'card', cardId: 'c' }).requirement).toEqual({
      kind: 'card',
      cardId: 'c',
    });
  });

  it('passes a complete form and names each missing field in the page language', () => {
    expect(validatePostingForm(filled, 'en').ok).toBe(true);
    const result = validatePostingForm({ ...emptyPostingForm }, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('Job title is required');
    expect(result.errors.requirement).toBeDefined();
    const ar = validatePostingForm({ ...filled, title: '' }, 'ar');
    expect(ar.ok === false && /[\u0600-\u06FF]/.test(ar.errors.title ?? '')).toBe(true);
  });

  it('needs a country unless the job is remote', () => {
    const onsite = validatePostingForm({ ...filled, country: '' }, 'en');
    expect(onsite.ok === false && onsite.errors.country).toBeTruthy();
    expect(validatePostingForm({ ...filled, workplace: 'remote', country: '' }, 'en').ok).toBe(
      true,
    );
  });
});

function application(id: string, stage: CompanyApplication['stage'], rank: number) {
  return {
    _id: id,
    stage,
    rank,
    applicant: { kind: 'user', name: `name-${id}` },
  } as unknown as ApplicantPage['applicants'][number];
}

describe('pipeline columns', () => {
  it("knows the posting's stages and names a guest by the address", () => {
    const defaults = postingStages({ stages: undefined });
    expect(defaults.map((s) => s.key)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(isStageOf(defaults, 'offer')).toBe(true);
    expect(isStageOf(defaults, 'lost')).toBe(false);
    const own = postingStages({
      stages: [
        { key: 'phone', name: { en: 'Phone screen', ar: 'مكالمة هاتفية' }, kind: 'active' },
        { key: 'won', name: { en: 'Hired', ar: 'تم التعيين' }, kind: 'hired' },
        { key: 'lost', name: { en: 'Not a fit', ar: 'غير مناسب' }, kind: 'rejected' },
      ],
    });
    expect(isStageOf(own, 'lost')).toBe(true);
    expect(isStageOf(own, 'applied')).toBe(false);
    expect(stageName(own, 'phone', 'ar')).toBe('مكالمة هاتفية');
    expect(stageName(own, 'gone', 'en')).toBe('gone');
    expect(stageBadgeClass(own, 'lost')).toBe('jobs-stage-badge jobs-stage-rejected');
    const guest = {
      ...application('g', 'applied', 1),
      applicant: { kind: 'guest', email: 'g@example.com' },
    } as unknown as ApplicantPage['applicants'][number];
    const t = (key: string, o?: Record<string, unknown>) => `${key}:${String(o?.email)}`;
    expect(applicantName(guest, t)).toBe('jobs.pipeline.guest:g@example.com');
    expect(applicantName(application('u', 'applied', 1), t)).toBe('name-u');
  });

  it('names strangers and imported CVs by their own name; "Invited" only for invitations', () => {
    const t = (key: string, o?: Record<string, unknown>) =>
      o?.email === undefined ? key : `${key}:${String(o.email)}`;
    const guest = (applicant: Record<string, unknown>) =>
      ({ applicant: { kind: 'guest', email: '', ...applicant } }) as unknown as Pick<
        CompanyApplication,
        'applicant'
      >;
    expect(applicantName(guest({ via: 'apply', name: 'Mona Adel', email: 'm@x.eg' }), t)).toBe(
      'Mona Adel',
    );
    expect(applicantName(guest({ via: 'import', name: 'سلمى علي' }), t)).toBe('سلمى علي');
    expect(applicantName(guest({ via: 'import', name: null }), t)).toBe('jobs.pipeline.unnamedCv');
    expect(applicantName(guest({ via: 'apply', name: null, email: 'm@x.eg' }), t)).toBe('m@x.eg');
    expect(applicantName(guest({ via: 'link', email: 'g@x.eg' }), t)).toBe(
      'jobs.pipeline.guest:g@x.eg',
    );
  });
});

describe('keyboard moves between columns', () => {
  const box = (left: number, top: number) => ({ left, top, width: 200, height: 300 });
  const columns = [box(0, 0), box(210, 0), box(420, 0), box(0, 310)];
  const card = { left: 10, top: 40, width: 180, height: 100 };

  it('goes to the next column in the arrow direction, never to its own', () => {
    expect(offsetToNearest(card, columns, 'right')).toEqual({ x: 210, y: 60 });
    expect(offsetToNearest(card, columns, 'left')).toBeNull();
    expect(offsetToNearest(card, columns, 'down')).toEqual({ x: 0, y: 370 });
  });
});

describe('return after login', () => {
  it('follows only a path inside the app', () => {
    expect(returnPathOf({ returnTo: '/jobs/abc' })).toBe('/jobs/abc');
    expect(returnPathOf({ returnTo: '//evil.example.com' })).toBeNull();
    expect(returnPathOf({ returnTo: '/\\evil.example.com' })).toBeNull();
    expect(returnPathOf({ returnTo: 'https://evil.example.com' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({ reason: 'expired' })).toBeNull();
  });
});

describe('jobs texts', () => {
  it('format every number in a sentence with the number format (decisions 071, 073)', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const numeric = /\{\{\s*(count|max|page|pages|score)\s*(,[^}]*)?\}\}/g;
    const placeholders = [...texts(jobsEn), ...texts(jobsAr)].flatMap((text) =>
      [...text.matchAll(numeric)].map((m) => m[0]),
    );
    expect(placeholders.length).toBeGreaterThan(30);
    expect(placeholders.filter((p) => !/,\s*number\s*\}\}$/.test(p))).toEqual([]);
  });
});

describe('pipeline paging', () => {
  const page = (
    n: number,
    total: number,
    ...applicants: ApplicantPage['applicants']
  ): ApplicantPage => ({
    applicants,
    total,
    page: n,
    pageSize: 2,
  });
  const ids = (data: ColumnPages) => columnApplications(data).map((a) => a._id);

  it('reads the view, the page and a bounded page size from the URL, and writes them back', () => {
    expect(pipelineParamsOf(new URLSearchParams(''))).toEqual({
      view: 'board',
      page: 1,
      pageSize: null,
    });
    const list = pipelineParamsOf(new URLSearchParams('view=list&page=3&pageSize=2'));
    expect(list).toEqual({ view: 'list', page: 3, pageSize: 2 });
    expect(pipelineUrlParams(list).toString()).toBe('view=list&page=3&pageSize=2');
    expect(pipelineParamsOf(new URLSearchParams('page=0&pageSize=500'))).toEqual({
      view: 'board',
      page: 1,
      pageSize: null,
    });
    // The board has no page of its own: its columns load more in place.
    expect(pipelineUrlParams({ view: 'board', page: 4, pageSize: null }).toString()).toBe('');
  });

  it('knows when a column has more than it loaded, counting each application once', () => {
    const one: ColumnPages = {
      pages: [page(1, 3, application('a', 'applied', 1))],
      pageParams: [1],
    };
    expect(columnHasMore(one)).toBe(true);
    const all: ColumnPages = {
      pages: [
        page(1, 3, application('a', 'applied', 1), application('b', 'applied', 2)),
        page(2, 3, application('b', 'applied', 2), application('c', 'applied', 5)),
      ],
      pageParams: [1, 2],
    };
    expect(ids(all)).toEqual(['a', 'b', 'c']);
    expect(columnHasMore(all)).toBe(false);
    expect(columnHasMore(undefined)).toBe(false);
  });

  it('moves an application between loaded pages of two columns, by rank, with the totals', () => {
    const mover = application('m', 'applied', 3);
    const applied: ColumnPages = {
      pages: [
        page(1, 4, application('a', 'applied', 1), application('b', 'applied', 2)),
        page(2, 4, mover, application('d', 'applied', 6)),
      ],
      pageParams: [1, 2],
    };
    const screening: ColumnPages = {
      pages: [page(1, 2, application('s', 'screening', 2), application('u', 'screening', 4))],
      pageParams: [1],
    };
    const left = movedInColumn(applied, 'applied', mover, 'screening');
    expect(ids(left)).toEqual(['a', 'b', 'd']);
    expect(left.pages.map((p) => p.total)).toEqual([3, 3]);
    const joined = movedInColumn(screening, 'screening', mover, 'screening');
    expect(ids(joined)).toEqual(['s', 'm', 'u']);
    expect(joined.pages[0]?.applicants[1]?.stage).toBe('screening');
    expect(joined.pages[0]?.total).toBe(3);
    // A column neither left nor joined is untouched.
    expect(movedInColumn(screening, 'offer', mover, 'hired')).toBe(screening);
  });

  it('does not show a moved application past the loaded part of a column that has more', () => {
    const late = application('z', 'applied', 9);
    const partial: ColumnPages = {
      pages: [page(1, 5, application('s', 'screening', 1), application('t', 'screening', 2))],
      pageParams: [1],
    };
    const moved = movedInColumn(partial, 'screening', late, 'screening');
    expect(ids(moved)).toEqual(['s', 't']);
    expect(moved.pages[0]?.total).toBe(6);
    const complete: ColumnPages = {
      pages: [page(1, 1, application('s', 'screening', 1))],
      pageParams: [1],
    };
    expect(ids(movedInColumn(complete, 'screening', late, 'screening'))).toEqual(['s', 'z']);
  });

  it('changes the stage in a list page in place, and the posting counts', () => {
    const list = page(2, 5, application('a', 'applied', 3), application('b', 'offer', 4));
    const moved = movedInListPage(list, 'b', 'hired');
    expect(moved.applicants.map((a) => [a._id, a.stage])).toEqual([
      ['a', 'applied'],
      ['b', 'hired'],
    ]);
    const counts = { applied: 2, screening: 0, interview: 0, offer: 1, hired: 0, rejected: 0 };
    expect(movedCounts(counts, 'offer', 'hired')).toEqual({ ...counts, offer: 0, hired: 1 });
    expect(movedCounts(counts, 'offer', 'offer')).toBe(counts);
  });
});
