// Job-seeker profile (issue 4; spec 2, 3 and 5; decisions.md 5): reading with the permission rules
// of decisions.md 5, saving the whole profile, picture and CV files, export and deletion.
import { randomUUID } from 'node:crypto';
import { assertMemberCan, type Account } from '../../plugins/app/auth';
import { assertStorageKey, type FileStore } from '../../plugins/app/storage';
import { searchTextOf } from '@talentpool/domain/company/search';
import { DomainError } from '@talentpool/domain/errors';
import type { Language } from '@talentpool/domain/language';
import { translate } from '@talentpool/domain/messages';
import type { PrivacySettings, Profile, PublicUser, User } from '@talentpool/domain/profile/schema';
import { nationalIdProblem, phoneE164 } from '@talentpool/domain/profile/identity';
import {
  assertPdf,
  cvKey,
  fileUrl,
  keyOfFileUrl,
  pictureKey,
  processProfileImage,
} from '../../lib/images';
import type { ProfileColumns, ProfileRepository, UserRow } from './repository';
import {
  companyBaseViewFields,
  companyViewFields,
  ownerViewFields,
  pickFields,
  publicUserFields,
} from './userFields';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const itemIdPattern = /^[\w-]{1,64}$/;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** decisions.md 5: the fields anyone may see on a shareable page. */
export function toPublicUser(row: UserRow): PublicUser {
  return pickFields(publicUserFields, row);
}

/**
 * GET user/{id}: the owner sees everything; a company everything but nationalID, and the contact
 * details only when visible to it (decisions.md 13), else contactHidden.
 */
export function toUser(
  row: UserRow,
  viewer: 'owner' | 'company',
  contactVisible = viewer === 'owner',
): User {
  if (viewer === 'owner') return pickFields(ownerViewFields, row);
  if (contactVisible) return pickFields(companyViewFields, row);
  return { ...pickFields(companyBaseViewFields, row), contactHidden: true };
}

const keepId = (id: string | undefined) => (id && itemIdPattern.test(id) ? id : randomUUID());

export function createProfileService(repository: ProfileRepository, storage: FileStore) {
  async function removeFile(key: string | null | undefined) {
    if (key) await storage.remove(key);
  }

  async function requireUser(id: string): Promise<UserRow> {
    const row = isUuid(id) ? await repository.findById(id) : null;
    if (!row) throw notFound();
    return row;
  }

  return {
    async getUser(viewer: Account, id: string): Promise<User> {
      this.assertMayView(viewer, id);
      const row = await requireUser(id);
      if (viewer.type === 'User') return toUser(row, 'owner');
      const memberId = viewer.member?.id ?? null;
      return {
        ...toUser(row, 'company', await repository.contactVisibleTo(id, viewer.id, memberId)),
        // Issue 46: the expected salary only to a company the person applied to themselves.
        ...((await repository.salaryVisibleTo(id, viewer.id, memberId))
          ? { expectedSalary: row.expectedSalary }
          : {}),
        isiFlags: await repository.latestIsiFlags(id),
      };
    },

    /** decisions.md 13: the job seeker's own privacy settings; answers the whole profile. */
    async setPrivacy(userId: string, settings: PrivacySettings): Promise<User> {
      const row = await repository.setPrivacy(userId, settings);
      if (!row) throw notFound();
      return toUser(row, 'owner');
    },

    /**
     * decisions.md 5 and 11: a user views only their own profile; a member of a company any
     * profile when the policy lets their role search candidates.
     */
    assertMayView(viewer: Account, id: string): void {
      if (viewer.type === 'User' && viewer.id !== id) throw forbidden();
      if (viewer.type === 'Company') {
        if (!viewer.member) throw forbidden();
        assertMemberCan(viewer.member, 'candidates.search');
      }
    },

    async getPublicUser(id: string): Promise<PublicUser> {
      return toPublicUser(await requireUser(id));
    },

    /** PUT user: the whole profile. Sets dataComplete (the schema only passes complete ones). */
    async saveProfile(userId: string, profile: Profile, lang: Language): Promise<User> {
      const row = await requireUser(userId);

      // The CV is a drive link or the URL of this user's own uploaded PDF.
      const cvFileKey = keyOfFileUrl(profile.CV);
      if (cvFileKey && cvFileKey !== row.cvFile) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          CV: translate('profile.cvInvalid', lang),
        });
      }
      const staleCv = row.cvFile && row.cvFile !== cvFileKey ? row.cvFile : null;

      // spec 2 (Edit user profile) and decisions.md 8: name, national ID and birth date are
      // read-only once the profile exists; the server keeps them, whatever a client sends.
      // Country and address can change (people move: decision 139).
      if (!row.dataComplete) {
        // Decision 139: the ID follows the rule of the chosen country, checked at creation.
        const problem = nationalIdProblem(profile.country, profile.nationalID);
        if (problem) {
          throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
            nationalID: translate(problem, lang),
          });
        }
      }
      const basic = row.dataComplete
        ? {
            name: row.name ?? profile.name,
            nationalId: row.nationalId ?? profile.nationalID,
            dateOfBirth: row.dateOfBirth ?? profile.dateOfBirth,
            country: profile.country,
            address: profile.address,
          }
        : {
            name: profile.name,
            nationalId: profile.nationalID,
            dateOfBirth: profile.dateOfBirth,
            country: profile.country,
            address: profile.address,
          };

      const values: ProfileColumns = {
        ...basic,
        jobPosition: profile.jobPosition,
        // Decision 139: stored in E.164 (the schema checked it for the chosen country).
        mobileNo: phoneE164(profile.mobileNO, profile.country) ?? profile.mobileNO,
        wemail: profile.wemail,
        hlOfEdu: profile.HLOfEdu,
        faculty: profile.faculty,
        otherf: profile.otherf,
        yearsOfExp: profile.yearsOfExp,
        cv: profile.CV,
        cvFile: cvFileKey,
        longTermGoals: profile.longTermGoals,
        motivation: profile.Motivation,
        // Issue 46: a job held now has no end date.
        jobs: profile.job.map((j) => ({
          ...j,
          _id: keepId(j._id),
          current: j.current === true,
          endDate: j.current ? '' : j.endDate,
        })),
        certificates: profile.certificates.map((c) => ({ ...c, _id: keepId(c._id) })),
        // Internships have no required field; an untouched empty one is not kept.
        internships: profile.internships
          .filter((i) => i.position || i.place || i.startDate || i.endDate || i.description)
          .map((i) => ({ ...i, _id: keepId(i._id) })),
        generalSkills: profile.generalSkills.map((s) => ({ name: s.name })),
        technicalSkills: profile.technicalSkills.map((s) => ({ name: s.name })),
        searchText: searchTextOf({ ...profile, name: basic.name }),
        dataComplete: true,
        // Issue 46 (decision 245): left out by a client of the spec's payload, they are cleared.
        city: profile.city?.trim() ? profile.city.trim() : null,
        languages: profile.languages ?? [],
        expectedSalary: profile.expectedSalary ?? null,
        noticePeriod: profile.noticePeriod || null,
      };
      const updated = await repository.updateProfile(userId, values);
      if (!updated) throw notFound();
      await removeFile(staleCv);
      return toUser(updated, 'owner');
    },

    async uploadPicture(userId: string, bytes: Buffer): Promise<string> {
      const row = await requireUser(userId);
      const webp = await processProfileImage(bytes);
      const key = pictureKey();
      await storage.put(key, webp);
      const url = fileUrl(key);
      await repository.setPicture(userId, url);
      await removeFile(keyOfFileUrl(row.pic));
      return url;
    },

    async uploadCv(userId: string, bytes: Buffer): Promise<string> {
      const row = await requireUser(userId);
      assertPdf(bytes);
      const key = cvKey();
      await storage.put(key, bytes);
      const url = fileUrl(key);
      await repository.setCvFile(userId, key, url);
      await removeFile(row.cvFile);
      return url;
    },

    /**
     * GET files/{key}: pictures are public; a CV PDF only for its owner and for companies
     * (decisions.md 5: companies see everything but the national ID).
     */
    async readFile(
      key: string,
      viewer: Account | null,
    ): Promise<{ bytes: Buffer; type: string; isPublic: boolean }> {
      // A key that storage would refuse (path traversal such as pic-../../x.webp) is simply not
      // found, not a server fault (issue 10).
      try {
        assertStorageKey(key);
      } catch {
        throw notFound();
      }
      if (key.startsWith('pic-') && key.endsWith('.webp')) {
        const bytes = await storage.get(key);
        if (!bytes) throw notFound();
        return { bytes, type: 'image/webp', isPublic: true };
      }
      if (key.startsWith('cv-') && key.endsWith('.pdf')) {
        if (!viewer) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
        const owner = await repository.ownerOfCvFile(key);
        if (viewer.type === 'User' && viewer.id !== owner) throw forbidden();
        // decisions.md 16: a CV is served by the profile's rule, not to any company token that
        // knows its key: a member who may view profiles, not one held at second-factor set-up
        // (an interviewer, or a member before the factor the company requires: 403).
        if (owner) this.assertMayView(viewer, owner);
        const bytes = owner ? await storage.get(key) : null;
        if (!bytes) throw notFound();
        return { bytes, type: 'application/pdf', isPublic: false };
      }
      throw notFound();
    },

    /** All of the user's own data, for download (GDPR-style access and portability). */
    async exportData(userId: string) {
      const row = await requireUser(userId);
      const [attempts, notes, cards, pools, interviewRows, mails] = await Promise.all([
        repository.attemptsOf(userId),
        repository.companyNotesAbout(userId),
        repository.scorecardsAbout(userId),
        repository.poolEntriesAbout(userId),
        repository.interviewsAbout(userId),
        repository.mailsAbout(userId),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          _id: row.id,
          email: row.email,
          emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
          language: row.lang,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        profile: toUser(row, 'owner'),
        isiAttempts: attempts.map((a) => ({
          _id: a.id,
          createdAt: a.createdAt.toISOString(),
          answers: a.answers,
          iRes1: a.iRes1,
          iRes2: a.iRes2,
          flt: a.flt,
          frt: a.frt,
          brt: a.brt,
          blt: a.blt,
          flp: a.flp,
          frp: a.frp,
          brp: a.brp,
          blp: a.blp,
        })),
        companyNotes: notes.map((n) => ({
          company: { _id: n.companyId, name: n.companyName },
          about: n.about,
          jobTitle: n.jobTitle,
          text: n.text,
          createdAt: n.createdAt.toISOString(),
        })),
        scorecards: cards.map((c) => ({
          company: { _id: c.companyId, name: c.companyName },
          jobTitle: c.jobTitle,
          interviewStartsAt: c.interviewStartsAt.toISOString(),
          ratings: c.ratings.map((r) => ({ attribute: r.attribute, score: r.score })),
          recommendation: c.recommendation,
          notes: c.notes,
          submittedAt: c.submittedAt.toISOString(),
        })),
        // Issue 38 (decision 215): pools, interviews and mails about the user too.
        talentPools: pools.map((p) => ({
          company: { _id: p.companyId, name: p.companyName },
          pool: p.pool,
          note: p.note,
          addedAt: p.addedAt.toISOString(),
        })),
        interviews: interviewRows.map((i) => ({
          company: { _id: i.companyId, name: i.companyName },
          jobTitle: i.jobTitle,
          startsAt: i.startsAt.toISOString(),
          durationMinutes: i.durationMinutes,
          timeZone: i.timeZone,
          location: i.location,
          status: i.status,
        })),
        mails: mails.map((m) => ({
          company: { _id: m.companyId, name: m.companyName },
          jobTitle: m.jobTitle,
          templateKey: m.templateKey,
          subject: m.subject,
          lang: m.lang,
          status: m.status,
          queuedAt: m.queuedAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Removes the account and everything of it: row, attempts, tokens, recovery codes (the
     * `account.deleted` event, in the deletion's transaction), files. The route has
     * confirmed the password (and the second factor) first (decisions.md 14).
     */
    async deleteAccount(userId: string): Promise<void> {
      const row = await requireUser(userId);
      await repository.deleteUser(userId, row.email);
      await removeFile(keyOfFileUrl(row.pic));
      await removeFile(row.cvFile);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
