// decisions.md 10: every operation of the OpenAPI document has an operationId, camelCase verb +
// noun, unique, and stable once published (generated clients and the acceptance checks find the
// calls by these names). The table below pins the names already published: renaming or dropping
// one fails here. A new call only needs a new, unique name (and a row here once it is published).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `METHOD /path` as the OpenAPI document writes it → its published operationId. */
const published: Record<string, string> = {
  // spec 7 and decisions.md 3: the account calls, once per account type.
  'POST /api/user/signup': 'userSignup',
  'POST /api/company/signup': 'companySignup',
  'GET /api/user/verify': 'verifyUserEmail',
  'GET /api/company/verify': 'verifyCompanyEmail',
  'POST /api/user/verify/resend': 'resendUserVerification',
  'POST /api/company/verify/resend': 'resendCompanyVerification',
  'POST /api/user/login': 'userLogin',
  'POST /api/company/login': 'companyLogin',
  'PATCH /api/user/change-password': 'requestUserPasswordReset',
  'PATCH /api/company/change-password': 'requestCompanyPasswordReset',
  // decisions.md 23 (decision 251): forgot password with one field, every kind of account.
  'POST /api/account/forgot-password': 'requestPasswordReset',
  // Issue 46 (decision 252): the first-hour guide and the member's own name.
  'GET /api/company/guide': 'getCompanyGuide',
  'PATCH /api/company/guide': 'updateCompanyGuide',
  'PUT /api/company/me/name': 'setMemberName',
  'PATCH /api/user/reset-password': 'resetUserPassword',
  'PATCH /api/company/reset-password': 'resetCompanyPassword',
  'PUT /api/user/language': 'setUserLanguage',
  'PUT /api/company/language': 'setCompanyLanguage',
  'POST /api/user/logout': 'userLogout',
  'POST /api/company/logout': 'companyLogout',
  // Decision 138: a remembered session ("keep me logged in") in a new tab.
  'POST /api/session/refresh': 'refreshSession',
  // System.
  'GET /api/health': 'getHealth',
  // decisions.md 22 (decision 222).
  'GET /api/health/live': 'getLiveness',
  'GET /api/health/ready': 'getReadiness',
  'GET /api/version': 'getVersion',
  // The ISI.
  'GET /api/questionnaire': 'getQuestionnaire',
  'POST /api/company/test': 'takeQuestionnaire',
  'GET /api/user/isi/history': 'listIsiAttempts',
  'GET /api/isi/norms': 'getIsiNorms',
  'GET /api/user/isi/report.pdf': 'getIsiReport',
  'GET /api/public/isi/reliability': 'getIsiReliability',
  'GET /api/public/isi/technical-report': 'getIsiTechnicalReport',
  // Profiles and files.
  'GET /api/user/export': 'exportUserData',
  'GET /api/user/{id}': 'getUser',
  'GET /api/public/user/{id}': 'getPublicUser',
  'PUT /api/user': 'saveUserProfile',
  'PUT /api/user/privacy': 'setPrivacy',
  'PATCH /api/user/uploadImg': 'uploadUserImg',
  'PATCH /api/user/uploadCv': 'uploadUserCv',
  'DELETE /api/user': 'deleteUserAccount',
  'GET /api/files/{key}': 'getFile',
  // The company and its search.
  'GET /api/company/search': 'searchCandidates',
  'GET /api/company/search.csv': 'exportCandidates',
  'PUT /api/company': 'saveCompanyProfile',
  'PATCH /api/company/uploadImg': 'uploadCompanyImg',
  'GET /api/company/{id}': 'getCompany',
  // Single-use links.
  'POST /api/company/generateLink': 'generateLink',
  'GET /api/company/oneTimeLink/{code}': 'getOneTimeLink',
  'POST /api/company/oneTimeLink': 'submitOneTimeLink',
  'GET /api/company/allOneTimeUsers': 'allOneTimeUsers',
  'POST /api/company/oneTimeLink/{id}/resend': 'resendOneTimeLink',
  // decisions.md 17: the same URL as before, written with the GET's parameter name.
  'DELETE /api/company/oneTimeLink/{code}': 'revokeOneTimeLink',
  // Description cards and the candidates of a style.
  'POST /api/company/descriptionCards': 'createDescriptionCard',
  'GET /api/company/descriptionCards': 'listDescriptionCards',
  'DELETE /api/company/descriptionCards/{id}': 'deleteDescriptionCard',
  'GET /api/company/candidates': 'listStyleCandidates',
  // Job postings and applications.
  'POST /api/company/jobs': 'createJob',
  'GET /api/company/jobs': 'listCompanyJobs',
  'GET /api/company/jobs/{id}': 'getCompanyJob',
  'PUT /api/company/jobs/{id}': 'updateJob',
  'PATCH /api/company/jobs/{id}/status': 'setJobStatus',
  'GET /api/jobs': 'listJobs',
  'GET /api/jobs/{id}': 'getJob',
  'POST /api/jobs/{id}/apply': 'applyToJob',
  'GET /api/user/applications': 'listUserApplications',
  'DELETE /api/user/applications/{id}': 'withdrawApplication',
  // The pipeline and the measured accuracy.
  'GET /api/company/jobs/{id}/applicants': 'listApplicants',
  'GET /api/company/applications/{id}': 'getApplication',
  'PATCH /api/company/applications/{id}/stage': 'moveApplication',
  'GET /api/company/applications/{id}/hire-steps': 'getHireSteps',
  'POST /api/company/applications/{id}/notes': 'addApplicationNote',
  'POST /api/company/applications/{id}/merge': 'mergeApplications',
  'POST /api/company/applications/{id}/merges/{mergeId}/undo': 'undoApplicationMerge',
  'PUT /api/company/applications/{id}/outcome': 'setApplicationOutcome',
  'GET /api/company/accuracy': 'getCompanyAccuracy',
  'GET /api/public/accuracy': 'getPublicAccuracy',
  'POST /api/company/jobs/{id}/invite': 'inviteToJob',
  // Talent pools and saved searches (issue 21, decision 137).
  'GET /api/company/talent-pools': 'listTalentPools',
  'POST /api/company/talent-pools': 'createTalentPool',
  'PUT /api/company/talent-pools/{id}': 'updateTalentPool',
  'DELETE /api/company/talent-pools/{id}': 'deleteTalentPool',
  'GET /api/company/talent-pools/{id}/entries': 'listTalentPoolEntries',
  'POST /api/company/talent-pools/{id}/entries': 'addTalentPoolEntries',
  'PATCH /api/company/talent-pools/{id}/entries/{userId}': 'updateTalentPoolEntry',
  'DELETE /api/company/talent-pools/{id}/entries/{userId}': 'removeTalentPoolEntry',
  'POST /api/company/talent-pools/{id}/invite': 'inviteTalentPool',
  'GET /api/company/saved-searches': 'listSavedSearches',
  'POST /api/company/saved-searches': 'createSavedSearch',
  'PATCH /api/company/saved-searches/{id}': 'updateSavedSearch',
  'DELETE /api/company/saved-searches/{id}': 'deleteSavedSearch',
  'POST /api/saved-searches/unsubscribe': 'unsubscribeSavedSearch',
  // RFC 8058 List-Unsubscribe of the alert mail (one click from the mail client, or opened).
  'POST /api/saved-searches/unsubscribe/{token}': 'unsubscribeSavedSearchOneClick',
  'GET /api/saved-searches/unsubscribe/{token}': 'openSavedSearchUnsubscribe',
  // The hiring process (issue 20, decision 130).
  'GET /api/company/stage-templates': 'listStageTemplates',
  'POST /api/company/stage-templates': 'createStageTemplate',
  'PUT /api/company/stage-templates/{id}': 'updateStageTemplate',
  'DELETE /api/company/stage-templates/{id}': 'deleteStageTemplate',
  'GET /api/company/jobs/{id}/stages': 'getJobStages',
  'PUT /api/company/jobs/{id}/stages': 'setJobStages',
  'GET /api/company/reject-reasons': 'listRejectReasons',
  'POST /api/company/reject-reasons': 'createRejectReason',
  'PUT /api/company/reject-reasons/{id}': 'updateRejectReason',
  'DELETE /api/company/reject-reasons/{id}': 'archiveRejectReason',
  'POST /api/company/applications/bulk': 'bulkApplications',
  'GET /api/company/jobs/{id}/applicant-ids': 'listApplicantIds',
  'GET /api/company/reports/hiring': 'hiringReport',
  'GET /api/company/reports/hiring.csv': 'hiringReportCsv',
};

/**
 * Names that decisions.md 11 and decision 110 give to calls, with the method and path decision
 * 110 fixes: such a name may only ever name that call.
 */
const contract: Record<string, string> = {
  getCurrentMember: 'GET /api/company/me',
  listMembers: 'GET /api/company/members',
  inviteMember: 'POST /api/company/members',
  resendInvitation: 'POST /api/company/members/{id}/resend',
  updateMember: 'PATCH /api/company/members/{id}',
  removeMember: 'DELETE /api/company/members/{id}',
  getInvitation: 'GET /api/company/invitations/{token}',
  acceptInvitation: 'POST /api/company/invitations/accept',
  getJobTeam: 'GET /api/company/jobs/{id}/team',
  setJobTeam: 'PUT /api/company/jobs/{id}/team',
  listAuditEvents: 'GET /api/company/audit',
  getCompanySecurity: 'GET /api/company/security',
  setCompanySecurity: 'PUT /api/company/security',
  // Issue 42 (decisions.md 18): single sign-on with OpenID Connect.
  getCompanySso: 'GET /api/company/sso',
  setCompanySso: 'PUT /api/company/sso',
  removeCompanySso: 'DELETE /api/company/sso',
  findSsoByEmail: 'POST /api/sso/find',
  startSso: 'GET /api/sso/{companyId}/start',
  ssoCallback: 'GET /api/sso/callback',
  completeSso: 'POST /api/sso/complete',
  // Decision 124: the retention period.
  getRetentionPolicy: 'GET /api/company/retention',
  setRetentionPolicy: 'PUT /api/company/retention',
  startTotp: 'POST /api/account/totp/start',
  enableTotp: 'POST /api/account/totp/enable',
  disableTotp: 'POST /api/account/totp/disable',
  changePassword: 'POST /api/account/password',
  // Decision 120: the operator console.
  getOperatorSelf: 'GET /api/operator/me',
  listOperatorAccounts: 'GET /api/operator/accounts',
  disableAccount: 'POST /api/operator/accounts/{type}/{id}/disable',
  enableAccount: 'POST /api/operator/accounts/{type}/{id}/enable',
  listOperatorAudit: 'GET /api/operator/audit',
  listOperatorJobs: 'GET /api/operator/jobs',
  retryOperatorJob: 'POST /api/operator/jobs/{id}/retry',
  getOperatorQueueCounts: 'GET /api/operator/queues',
  // Decision 120: interviews (issue 19).
  scheduleInterview: 'POST /api/company/applications/{id}/interviews',
  listApplicationInterviews: 'GET /api/company/applications/{id}/interviews',
  updateInterview: 'PATCH /api/company/interviews/{id}',
  cancelInterview: 'POST /api/company/interviews/{id}/cancel',
  offerInterviewSlots: 'POST /api/company/applications/{id}/interview-offers',
  getInterviewSlots: 'GET /api/schedule/{code}',
  bookInterviewSlot: 'POST /api/schedule/{code}',
  getInterviewKit: 'GET /api/company/jobs/{id}/interview-kit',
  setInterviewKit: 'PUT /api/company/jobs/{id}/interview-kit',
  submitScorecard: 'PUT /api/company/interviews/{id}/scorecard',
  listScorecards: 'GET /api/company/applications/{id}/scorecards',
  listMyInterviews: 'GET /api/company/interviews/mine',
  getCalendarFeed: 'GET /api/company/calendar-feed',
  renewCalendarFeed: 'POST /api/company/calendar-feed',
  getCalendarFeedIcs: 'GET /api/calendar/{token}.ics',
  // Decision 130: mail templates and the mail log (issue 20).
  listMailTemplates: 'GET /api/company/mail-templates',
  updateMailTemplate: 'PUT /api/company/mail-templates/{key}/{lang}',
  resetMailTemplate: 'DELETE /api/company/mail-templates/{key}/{lang}',
  previewMailTemplate: 'POST /api/company/mail-templates/preview',
  listApplicationMails: 'GET /api/company/applications/{id}/mails',
  // Decision 141: applying without an account (issue 25).
  uploadGuestCv: 'POST /api/jobs/{id}/guest-cv',
  getGuestCvParse: 'GET /api/guest-cvs/{id}',
  applyAsGuest: 'POST /api/jobs/{id}/guest-applications',
  getGuestApplication: 'GET /api/guest-applications/{token}',
  getGuestApplicant: 'GET /api/company/applications/{id}/guest',
  downloadApplicantCv: 'GET /api/company/applications/{id}/cvs/{cvId}',
  // Decision 142: a recruiter's CV import.
  createCvImport: 'POST /api/company/jobs/{id}/cv-imports',
  listCvImports: 'GET /api/company/jobs/{id}/cv-imports',
  getCvImport: 'GET /api/company/cv-imports/{id}',
  resolveCvImportDuplicate: 'POST /api/company/cv-imports/{id}/items/{itemId}/resolve',
  downloadCvImportFile: 'GET /api/company/cv-imports/{id}/items/{itemId}/file',
  // decisions.md 18 (issue 42): webhooks.
  createWebhook: 'POST /api/company/webhooks',
  listWebhooks: 'GET /api/company/webhooks',
  updateWebhook: 'PATCH /api/company/webhooks/{id}',
  deleteWebhook: 'DELETE /api/company/webhooks/{id}',
  listWebhookDeliveries: 'GET /api/company/webhooks/{id}/deliveries',
  redeliverWebhook: 'POST /api/company/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  testWebhook: 'POST /api/company/webhooks/{id}/test',
};

let server: TestServer;
/** Every operation of the document: `METHOD /path` → its operationId (undefined when missing). */
let operations: [string, string | undefined][];

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = await json(res);
  operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, item]) =>
      Object.entries(item)
        .filter(([method]) => httpMethods.includes(method))
        .map(([method, operation]): [string, string | undefined] => [
          `${method.toUpperCase()} ${path}`,
          (operation as { operationId?: string }).operationId,
        ]),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('operationIds (decisions.md 10)', () => {
  it('names every operation, camelCase', () => {
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(published).length);
    const unnamed = operations.filter(([, id]) => id === undefined).map(([call]) => call);
    expect(unnamed).toEqual([]);
    for (const [call, id] of operations) {
      expect(id, call).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    }
  });

  it('gives no two operations the same name', () => {
    const seen = new Map<string, string[]>();
    for (const [call, id] of operations) seen.set(id ?? '', [...(seen.get(id ?? '') ?? []), call]);
    const shared = [...seen].filter(([, calls]) => calls.length > 1);
    expect(shared).toEqual([]);
  });

  it('keeps every published call under its published name', () => {
    const named = new Map(operations);
    const changed = Object.entries(published)
      .filter(([call, id]) => named.get(call) !== id)
      .map(([call, id]) => `${call}: expected ${id}, found ${String(named.get(call))}`);
    expect(changed).toEqual([]);
  });

  it("gives the names of decisions.md 11 and decision 110 only to the contract's calls", () => {
    const misplaced = operations
      .filter(
        ([call, id]) => id !== undefined && Object.hasOwn(contract, id) && contract[id] !== call,
      )
      .map(([call, id]) => `${String(id)} on ${call}, contract: ${String(contract[id ?? ''])}`);
    expect(misplaced).toEqual([]);
  });
});
