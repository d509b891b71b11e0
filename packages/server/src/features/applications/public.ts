// The applications module's surface (issue 45): the one way to create an application.
export {
  createApplication,
  setApplicationSource,
  type Applicant,
  type ApplicantCvFile,
  type ApplicationRow,
  type NewApplication,
} from './create';
