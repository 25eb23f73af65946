import * as z from 'zod/mini';
import { INVALID_INTEGER, INVALID_STRING, atLeast, atMost, queryInteger, schema, tooLong } from './common';
import type { AdminMemberFields } from './profiles';
import { MEMBER_PAGE_DEFAULT, MEMBER_PAGE_MAX, MEMBER_SEARCH_MAX } from './admin-limits';

/** The staff screen's member list: its queries, paged, and its answers. */

/** A page number past this is no page of ours (and its offset would overflow). */
const PAGE_NUMBER_MAX = 1_000_000;

/** A whole number from the query string, min..max; absent or empty is undefined. */
const queryNumber = (min: number, max: number) =>
  queryInteger(
    z.number(INVALID_INTEGER).check(z.int(INVALID_INTEGER), z.gte(min, atLeast(min)), z.lte(max, atMost(max))),
  );

/** ?page= (from 1) and ?limit= (1..MEMBER_PAGE_MAX) of the admin lists; either may be absent. */
export const pagingFields = schema(() => ({
  page: queryNumber(1, PAGE_NUMBER_MAX),
  limit: queryNumber(1, MEMBER_PAGE_MAX),
}));

/**
 * GET admin/members/?page=&limit=&q=: page 1 and 50 members unless asked; q (trimmed, blank is none) matches
 * names and emails, ignoring case. Anything else is a 400 with field errors, never a silent default.
 */
export const memberListQuery = schema(() =>
  z.pipe(
    z.object({
      ...pagingFields,
      q: z.optional(
        z.string(INVALID_STRING).check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX, tooLong(MEMBER_SEARCH_MAX))),
      ),
    }),
    z.transform(({ page, limit, q }: { page?: number; limit?: number; q?: string }) => ({
      page: page ?? 1,
      limit: limit ?? MEMBER_PAGE_DEFAULT,
      q: q || undefined,
    })),
  ),
);
export type MemberListQuery = z.output<typeof memberListQuery>;

/**
 * GET admin/all-profiles/?page=&limit=: without either, every member (the spec's list); with one or both, that
 * page (page 1 and MEMBER_PAGE_DEFAULT members unless asked), in the same order as the member list.
 */
export const allProfilesQuery = schema(() =>
  z.pipe(
    z.object(pagingFields),
    z.transform(({ page, limit }: { page?: number; limit?: number }) =>
      page === undefined && limit === undefined
        ? { paging: null }
        : { paging: { page: page ?? 1, limit: limit ?? MEMBER_PAGE_DEFAULT } },
    ),
  ),
);
export type MemberPaging = { page: number; limit: number };

/** One entry of GET admin/members/: a member without their weeks, and how many weeks they have logged. */
export interface AdminMemberJson extends AdminMemberFields {
  weeks_logged: number;
}

/** GET admin/members/: one page of members, the number that match in all, and the page asked for. */
export interface MemberListPageJson {
  count: number;
  page: number;
  limit: number;
  results: AdminMemberJson[];
}

/** @deprecated The old name of MemberListPageJson, kept while the client moves to it (issue 27). */
export type AdminMemberPageJson = MemberListPageJson;
