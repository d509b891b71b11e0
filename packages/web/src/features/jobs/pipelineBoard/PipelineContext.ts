// What the board and the ranked list need from the page, without threading it through each.
import { createContext } from 'react';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Selection } from '../selection';

export interface PipelineState {
  stages: readonly StageDefinition[];
  /** Null for a member who may not move applications here: the cards show their stage only. */
  onMove: ((application: CompanyApplication, stage: string) => void) | null;
  onOpen: (id: string) => void;
  /** Null for a member who may not act in bulk (the same as moving). */
  select: {
    selection: Selection;
    toggle: (id: string, shift: boolean) => void;
  } | null;
  /** A column or the list says which applications it shows, in order (shift-click ranges). */
  report: (group: string, applications: readonly CompanyApplication[]) => void;
}

export const PipelineContext = createContext<PipelineState>({
  stages: [],
  onMove: null,
  onOpen: () => undefined,
  select: null,
  report: () => undefined,
});
