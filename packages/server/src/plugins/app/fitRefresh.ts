// Decision 134: a posting's stored fits are recomputed on the job queue (decision 121) after its
// requirement profile or minimums change. The job is sent in the edit's transaction, so it exists
// exactly when the edit does; it recomputes what is out of date then, so a job that runs twice or
// after a later edit still leaves every fit current. A job seeker's own change (profile, ISI)
// refreshes their few applications synchronously instead.
import fp from 'fastify-plugin';
import { postingFitRefreshJob, refreshFits } from '../../db/fitStore';

export default fp(
  async (app) => {
    app.queue.work(postingFitRefreshJob, async (data) => {
      const { jobId } = data as { jobId?: unknown };
      if (typeof jobId !== 'string') return;
      await refreshFits(app.db, { jobId });
    });
  },
  { name: 'fitRefresh', dependencies: ['queue'] },
);
