// Addresses of the web app's pages that more than one feature links to (mails, feeds, answers).

/** A posting's public page. */
export const jobUrl = (publicUrl: string, id: string) => `${publicUrl}/jobs/${id}`;
