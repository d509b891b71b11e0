// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): offering times to an applicant and booking one, exactly once.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@talentpool/domain/errors';
import { offerMail } from '@talentpool/domain/interviews/mails';
import {
  interviewLimits,
  type Interview,
  type InterviewSlots,
  type OfferSlotsInput,
} from '@talentpool/domain/interviews/schemas';
import type { Caller } from '../../lib/caller';
import { formatLinkExpiry } from '@talentpool/domain/links/invitationMail';
import type { Tx } from './repository';
import { invalid, hashSecret, newSecret, wholeSecond } from './shared';
import {
  inBoth,
  slotsOf,
  applicantRecipient,
  interviewerRecipient,
  interviewMessages,
} from './messages';
import { type InterviewsContext } from './context';

/** The slotOffers flow's calls of the interviews service. */
export function slotOffersFlow(context: InterviewsContext) {
  const {
    options,
    repository,
    clock,
    allowedApplication,
    assertFuture,
    interviewersOf,
    toInterview,
    memberOrNone,
    storeAndMail,
  } = context;
  return {
    async offer(caller: Caller, applicationId: string, body: OfferSlotsInput) {
      const ctx = await allowedApplication(applicationId, caller, 'postings.manage');
      const fields: Record<string, string> = {};
      body.slots.forEach((slot, i) =>
        assertFuture(new Date(slot.startsAt), `slots.${i}.startsAt`, fields),
      );
      await interviewersOf(caller.companyId, body.interviewerIds, fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const applicant = applicantRecipient(ctx);
      const code = newSecret();
      const expiresAt = new Date(clock.now().getTime() + interviewLimits.offerTtlDays * 86_400_000);
      const slots = body.slots
        .map((s) => ({
          startsAt: wholeSecond(s.startsAt).toISOString(),
          durationMinutes: s.durationMinutes,
        }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      const offer = await storeAndMail(
        caller.companyId,
        (tx) =>
          repository.insertOffer(tx, {
            applicationId,
            companyId: caller.companyId,
            codeHash: hashSecret(code),
            slots,
            timeZone: body.timeZone,
            interviewerIds: body.interviewerIds,
            location: body.location,
            videoUrl: body.videoUrl,
            createdByMemberId: caller.member.id,
            expiresAt,
          }),
        () =>
          applicant
            ? [
                {
                  to: applicant.email,
                  // The company's template, logged on the application (decision 130).
                  templated: {
                    applicationId,
                    templateKey: 'interviewSlots',
                    extra: {
                      link: `${options.publicUrl}/schedule/${code}`,
                      linkExpires: inBoth((lang) => formatLinkExpiry(expiresAt, lang)),
                      interviewSlots: slotsOf(
                        slots.map((slot) => ({
                          startsAt: new Date(slot.startsAt),
                          durationMinutes: slot.durationMinutes,
                        })),
                        body.timeZone,
                      ),
                    },
                  },
                  ...offerMail({
                    lang: applicant.lang,
                    name: applicant.name,
                    title: ctx.posting.title,
                    companyName: ctx.companyName,
                    link: `${options.publicUrl}/schedule/${code}`,
                    expiresAt,
                    slots: slots.map((s) => ({
                      startsAt: new Date(s.startsAt),
                      durationMinutes: s.durationMinutes,
                    })),
                    timeZone: body.timeZone,
                  }),
                },
              ]
            : [],
      );
      return { _id: offer.id, slots: offer.slots, expiresAt: offer.expiresAt.toISOString() };
    },

    /** The offer of a code, if it can still be booked (404 / 409 / 410 otherwise). */
    async openOffer(code: string) {
      const offer = await repository.offerByCodeHash(hashSecret(code));
      if (!offer) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      if (offer.usedAt) throw new DomainError('LINK_USED', 'error.LINK_USED');
      if (offer.expiresAt.getTime() <= clock.now().getTime()) {
        throw new DomainError('LINK_EXPIRED', 'error.LINK_EXPIRED');
      }
      return offer;
    },

    async slots(code: string): Promise<InterviewSlots> {
      const offer = await this.openOffer(code);
      const ctx = await repository.applicationById(offer.applicationId);
      if (!ctx) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      const now = clock.now().getTime();
      return {
        company: { name: ctx.companyName },
        job: { title: ctx.posting.title },
        timeZone: offer.timeZone,
        location: offer.location,
        videoUrl: offer.videoUrl,
        // The free slots: those still to come.
        slots: offer.slots.filter((s) => Date.parse(s.startsAt) > now),
      };
    },

    /** Books one slot of an offer, exactly once (decisions.md 12). */
    async book(
      code: string,
      startsAtText: string,
    ): Promise<{ interview: Interview; companyId: string; applicantEmail: string }> {
      const offer = await this.openOffer(code);
      const startsAt = wholeSecond(startsAtText);
      const slot = offer.slots.find((s) => Date.parse(s.startsAt) === startsAt.getTime());
      if (!slot) throw invalid({ startsAt: 'interviews.slotNotOffered' });
      const fields: Record<string, string> = {};
      assertFuture(startsAt, 'startsAt', fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const ctx = await repository.applicationById(offer.applicationId);
      if (!ctx) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      // Interviewers removed since the offer are left out.
      const interviewers = await repository.activeMembers(offer.companyId, offer.interviewerIds);
      const applicant = applicantRecipient(ctx);
      const attendees = [
        ...(applicant ? [applicant] : []),
        ...interviewers.map(interviewerRecipient),
      ];
      const organizer = await memberOrNone(offer.createdByMemberId);
      const claim = (tx: Tx) =>
        repository.bookOffer(tx, offer.id, clock.now(), (inner) =>
          repository.insertInterview(
            inner,
            {
              applicationId: offer.applicationId,
              jobId: ctx.posting.id,
              companyId: offer.companyId,
              startsAt,
              durationMinutes: slot.durationMinutes,
              timeZone: offer.timeZone,
              location: offer.location,
              videoUrl: offer.videoUrl,
              uid: randomUUID(),
              createdByMemberId: offer.createdByMemberId,
            },
            interviewers.map((m) => m.id),
          ),
        );
      const row = await storeAndMail(offer.companyId, claim, (stored) =>
        stored
          ? interviewMessages({
              kind: 'invitation',
              interview: stored,
              ctx,
              attendees,
              organizer,
            })
          : [],
      );
      if (!row) {
        // Someone else booked it meanwhile (or it expired): say which.
        await this.openOffer(code);
        throw new DomainError('LINK_USED', 'error.LINK_USED');
      }
      return {
        interview: await toInterview(row),
        companyId: offer.companyId,
        applicantEmail: applicant?.email ?? '',
      };
    },
  };
}
