import type { SharedTexts } from './en';

// Arabic texts of the shared components that only lazy pages show; same keys as en.ts.
export const sharedAr: SharedTexts = {
  leadershipChart: {
    title: 'أنماط القيادة التي تشير إليها هذه الوظيفة',
    description: 'نسبة العناصر المختارة لكل نمط قيادة: {{values}}',
  },
};
