// One complete, valid company profile (PUT /api/company, spec 6) for every test that needs one:
// API tests, the security fixtures and the Playwright journeys. A test that relies on a value
// (social links, a payload in a field) passes it as an override.

const baseCompany = {
  companyName: 'Acme Trading',
  companyAddress: '5 Nile Corniche, Cairo',
  companyPhone: '+20 2 2345 6789',
  industry: 'Trading',
  country: 'Egypt',
  URL: 'https://acme.example.com',
  facebook: '',
  linkedin: '',
  instagram: '',
  companySize: '>50',
  legalEntity: 'Corporation',
  olegalEntity: '',
  commercialRegistrationNumber: 'CR-12345',
  registrationYear: '2010-05-01',
  contactPersonData_FullName: 'Laila Hassan',
  contactPersonData_IDNumber: '29001011234567',
  contactPersonData_PositionInTheCompany: 'HR Manager',
  contactPersonData_mobileNumber: '+20 100 123 4567',
  contactPersonData_emailAddress: 'laila@acme.example.com',
  contactPersonData_availableServices: '',
  contactPersonData_subscriptionOptions: '',
};

export type CompanyFixture = typeof baseCompany;

export function completeCompany(overrides: Partial<CompanyFixture> = {}): CompanyFixture {
  return { ...baseCompany, ...overrides };
}
