// What a dragged card carries (dnd-kit's data): the application, read back at the drop.
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';

export interface DragData {
  application: CompanyApplication;
}

export function dragged(data: {
  current?: Record<string, unknown> | undefined;
}): CompanyApplication | null {
  const current = data.current as Partial<DragData> | undefined;
  return current?.application ?? null;
}
