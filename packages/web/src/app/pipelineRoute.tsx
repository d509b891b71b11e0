// The pipeline page as its route shows it: with what other features add to it (issue 19,
// decision 120: features never import each other, the app wires them). Its own chunk, loaded with
// the page (routes.tsx), so none of this is in the landing page's code.
import { lazy as reactLazy } from 'react';
import type { ApplicationExtrasProps } from '../features/jobs/ApplicationPanel';
import { CardInterviews } from '../features/interviews/CardInterviews';
import { PipelinePage, type PostingExtrasProps } from '../features/jobs/PipelinePage';
import { lazyPart } from '../lib/lazyPage';

// Interviews: an application's interviews, the posting's interview kit. A card's summary and
// schedule button (CardInterviews, imported above) is in this chunk: every card shows it from its
// first frame (decision 300: loaded after the cards, its line pushed each card's "Details" down
// under a press).
const ApplicationInterviews = lazyPart(() =>
  import('../features/interviews/ApplicationInterviews').then((m) => ({
    default: m.ApplicationInterviews,
  })),
);
const InterviewKitEditor = reactLazy(() =>
  import('../features/interviews/KitEditor').then((m) => ({ default: m.KitEditor })),
);
// Decision 130: the mail log beside the interviews.
const ApplicationMails = lazyPart(() =>
  import('../features/mailTemplates/ApplicationMails').then((m) => ({
    default: m.ApplicationMails,
  })),
);
// Issue 25 (decisions 141, 142): a guest's details, the way to import CVs.
const GuestApplicantPanel = lazyPart(() =>
  import('../features/guestApply/GuestApplicantPanel').then((m) => ({
    default: m.GuestApplicantPanel,
  })),
);
const CvImportLink = reactLazy(() =>
  import('../features/cvImport/CvImportLink').then((m) => ({ default: m.CvImportLink })),
);
// Issue 41: an application's offers.
const ApplicationOffers = lazyPart(() =>
  import('../features/offers/ApplicationOffers').then((m) => ({ default: m.ApplicationOffers })),
);

/**
 * Decision 300: with the page, the application drawer's parts start downloading, so a drawer
 * opened soon shows them without a spinner's frame between. A part that fails to download is not
 * the page's failure: it is tried again where it shows (its Suspense).
 */
export function preloadDrawerParts(): void {
  for (const part of [ApplicationInterviews, ApplicationOffers, ApplicationMails]) {
    void part.preload().catch(() => undefined);
  }
}

/** Below a posting's hiring team: its interview kit, then the way to import CVs. */
function PostingExtras(props: PostingExtrasProps) {
  return (
    <>
      <InterviewKitEditor {...props} />
      <CvImportLink {...props} />
    </>
  );
}

/** What other features add to an application's detail: a guest's details, its interviews, then its mails. */
function ApplicationExtras(props: ApplicationExtrasProps) {
  return (
    <>
      {/* Only a guest's application (also once claimed) has guest details: others' answer 404. */}
      {props.guestDetails ? <GuestApplicantPanel applicationId={props.applicationId} /> : null}
      <ApplicationInterviews {...props} />
      <ApplicationOffers {...props} />
      <ApplicationMails applicationId={props.applicationId} />
    </>
  );
}

/** /CompanyView/Jobs/:id. */
export function PipelineRoute() {
  return (
    <PipelinePage
      applicationExtras={ApplicationExtras}
      cardExtras={CardInterviews}
      postingExtras={PostingExtras}
    />
  );
}
