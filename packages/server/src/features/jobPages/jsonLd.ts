// Issue 25 (decision 126): the schema.org JobPosting of an open posting, as Google's job search
// reads it (developers.google.com/search/docs/appearance/structured-data/job-posting): required
// title, description (HTML allowed: ours is plain text, so line breaks become <br>), datePosted,
// hiringOrganization, jobLocation, or jobLocationType TELECOMMUTE for a remote job;
// recommended validThrough, employmentType, baseSalary (only when the company shows it),
// directApply, and (decisions.md 17, issue 39) educationRequirements, experienceRequirements and
// the company's logo. A remote posting names applicantLocationRequirements only when it is
// restricted to a country: one open to anyone has none (the company's country is not a
// restriction). Countries are ISO 3166-1 alpha-2 codes.
import {
  googleCredentialCategory,
  googleEmploymentType,
  googleSalaryUnit,
  isoCountryCode,
  minimumMonthsOfExperience,
} from '@talentpool/domain/jobs/reach';
import type { HLOfEdu, YearsOfExp } from '@talentpool/domain/plain/profile';
import { countryList } from '@talentpool/domain/profile/enums';
import { escapeHtml } from './html';
import type { ReachPosting } from './repository';

type Json = Record<string, unknown>;

/** An absolute address of the company picture, or undefined. */
export function absoluteUrl(value: string | null, publicUrl: string): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/')) return `${publicUrl}${value}`;
  return `${publicUrl}/api/files/${encodeURIComponent(value)}`;
}

function countryName(code: string): string | undefined {
  return countryList.find((c) => c.code === code)?.name;
}

/** Plain text as the HTML Google expects in description: escaped, paragraphs kept. */
export function descriptionHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export function jobPostingJsonLd(posting: ReachPosting, publicUrl: string): Json {
  const organization: Json = {
    '@type': 'Organization',
    name: posting.companyName || 'TalentPool',
  };
  const sameAs = [posting.companyUrl, posting.companyLinkedin].filter(
    (u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u),
  );
  if (sameAs.length > 0) organization.sameAs = sameAs.length === 1 ? sameAs[0] : sameAs;
  const logo = absoluteUrl(posting.companyPic, publicUrl);
  if (logo) organization.logo = logo;

  const ld: Json = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: posting.title,
    description: descriptionHtml(posting.description),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: posting.id },
    datePosted: (posting.publishedAt ?? posting.updatedAt).toISOString(),
    employmentType: googleEmploymentType[posting.employmentType],
    hiringOrganization: organization,
    url: `${publicUrl}/jobs/${posting.id}`,
    // Every open posting takes applications on its own site without an account: the guest form
    // at /jobs/{id}/apply (decision 141). Only open postings carry this block.
    directApply: true,
  };
  const credential = googleCredentialCategory[posting.minEducation as HLOfEdu] as
    string | undefined;
  if (credential) {
    ld.educationRequirements = {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: credential,
    };
  }
  const months = minimumMonthsOfExperience[posting.minExperience as YearsOfExp] as
    number | undefined;
  if (months !== undefined) {
    // Google's words for a posting that asks for no experience.
    ld.experienceRequirements =
      months > 0
        ? { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months }
        : 'no requirements';
  }
  if (posting.applicationDeadline) ld.validThrough = posting.applicationDeadline.toISOString();

  if (posting.workplace === 'remote') {
    ld.jobLocationType = 'TELECOMMUTE';
    // Only the posting's own country restricts where applicants may live.
    const restricted = isoCountryCode(posting.country);
    if (restricted) {
      ld.applicantLocationRequirements = {
        '@type': 'Country',
        name: countryName(restricted) ?? restricted,
      };
    }
  } else {
    // An office's country: the posting's, else the company's (stored as a name).
    const country = isoCountryCode(posting.country) || isoCountryCode(posting.companyCountry);
    const address: Json = { '@type': 'PostalAddress' };
    if (country) address.addressCountry = country;
    if (posting.city) address.addressLocality = posting.city;
    ld.jobLocation = { '@type': 'Place', address };
  }

  if (
    posting.salaryVisible &&
    posting.salaryMin !== null &&
    posting.salaryCurrency &&
    posting.salaryPeriod
  ) {
    const value: Json = {
      '@type': 'QuantitativeValue',
      unitText: googleSalaryUnit[posting.salaryPeriod],
    };
    if (posting.salaryMax !== null && posting.salaryMax !== posting.salaryMin) {
      value.minValue = Number(posting.salaryMin);
      value.maxValue = Number(posting.salaryMax);
    } else {
      value.value = Number(posting.salaryMin);
    }
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: posting.salaryCurrency, value };
  }
  return ld;
}

/**
 * A JSON-LD <script> block. JSON.stringify leaves `<`, `>` and `&` as they are, so a description
 * holding `</script>` would end the block and run what follows: they are written as \u escapes
 * (still the same JSON), as are U+2028 and U+2029.
 */
export function jsonLdScript(data: Json): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
