import { failure, type FailureTable } from './common';

/** The Terms of Service in force (GET terms/), as the terms dialog shows them. */
export interface TermsJson {
  title: string;
  version: string;
  /** YYYY-MM-DD. */
  effective_date: string;
  content: string;
  content_policy: string | null;
}

/** GET terms/status/ and POST terms/accept/. */
export interface TermsStatusJson {
  has_accepted: boolean;
}

/** A terms document as stored. */
export interface TermsRow {
  title: string;
  version: string;
  effectiveDate: string;
  content: string;
  contentPolicy: string | null;
}

export const toTermsJson = (row: TermsRow): TermsJson => ({
  title: row.title,
  version: row.version,
  effective_date: row.effectiveDate,
  content: row.content,
  content_policy: row.contentPolicy,
});

/** Why a terms request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const termsFailures = {
  no_terms: failure(404, 'terms.noTerms', 'No terms have been published.'),
} as const satisfies FailureTable;
