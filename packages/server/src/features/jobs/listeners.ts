// What the jobs feature does when another module changes something (lib/events.ts).
import type { Listeners } from '../../lib/events';
import { refreshCompanySearchText } from './repository';

export const jobsListeners: Listeners = {
  /** The job board searches the company name through each posting's search text. */
  'company.renamed': (tx, { companyId }) => refreshCompanySearchText(tx, companyId),
};
