// Issue 19 (decision 120): what another feature adds to the pipeline page (the interviews of an
// application, a card's interview summary, the posting's interview kit) comes in as component
// props, wired in app/pipelineRoute.tsx: features never import each other.
import { createContext, type ComponentType } from 'react';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import type { ApplicationExtrasProps } from '../ApplicationPanel';

/** A card's extra part: the application, its posting, and whether the viewer may manage it. */
export interface CardExtrasProps {
  application: CompanyApplication;
  jobId: string;
  applicantName: string;
  canManage: boolean;
}

/** A part of the page below the hiring team, after the applicants (the interview kit, CV import). */
export interface PostingExtrasProps {
  jobId: string;
  canManage: boolean;
}

export interface PipelineExtras {
  /** In the detail panel of an application, after its fit. */
  applicationExtras?: ComponentType<ApplicationExtrasProps>;
  /** On each card of the board and each item of the ranked list. */
  cardExtras?: ComponentType<CardExtrasProps>;
  /** Below the hiring team, after the applicants (decision 299). */
  postingExtras?: ComponentType<PostingExtrasProps>;
}

export const ExtrasContext = createContext<PipelineExtras>({});
