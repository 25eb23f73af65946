import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  PAGE_DEFAULT,
  PAGE_MAX,
  POST_MAX,
  clampLimit,
  newCommentSchema,
  newPostSchema,
  pageQuerySchema,
  toCommentJson,
  toPostJson,
  toPublicProfileJson,
} from '../../src/lib/contracts/community';
import { REPORT_TYPES, newReportSchema } from '../../src/lib/contracts/safety';
import { textIn } from '../../src/lib/i18n/text';
import { reportReasonsText } from '../../src/lib/i18n/en/report-reasons';
import { fieldErrorsOf } from '../../src/lib/contracts/common';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

describe('the community contract', () => {
  it('takes a post of up to POST_MAX characters, trimmed, with the messages the server answers', () => {
    expect(newPostSchema.parse({ content: '  Leg day  ' })).toEqual({ content: 'Leg day' });
    expect(newPostSchema.safeParse({ content: 'x'.repeat(POST_MAX) }).success).toBe(true);
    expect(errorsOf(newPostSchema.safeParse({ content: 'x'.repeat(POST_MAX + 1) }))).toEqual({
      content: [`Ensure this field has no more than ${POST_MAX} characters.`],
    });
    expect(errorsOf(newPostSchema.safeParse({ content: '   ' }))).toEqual({
      content: ['This field may not be blank.'],
    });
  });

  it('takes a comment of up to COMMENT_MAX characters on a post id given as a number or digits', () => {
    expect(newCommentSchema.parse({ content: ' Nice ', post: '12' })).toEqual({ content: 'Nice', post: 12 });
    expect(newCommentSchema.safeParse({ content: 'y'.repeat(COMMENT_MAX + 1), post: 1 }).success).toBe(false);
    expect(errorsOf(newCommentSchema.safeParse({ content: 'hi', post: 'abc' }))).toEqual({
      post: ['A valid integer is required.'],
    });
  });

  it('clamps a page to 1..PAGE_MAX posts, PAGE_DEFAULT when none is asked for', () => {
    expect(clampLimit(undefined)).toBe(PAGE_DEFAULT);
    expect(clampLimit(0)).toBe(1);
    expect(clampLimit(10_000)).toBe(PAGE_MAX);
    expect(pageQuerySchema.parse({ before: '40', limit: '10' })).toEqual({ before: 40, limit: 10 });
    expect(pageQuerySchema.safeParse({ before: 'abc' }).success).toBe(false);
  });

  it('serializes posts, comments and public profiles in the shapes of the spec', () => {
    const row = {
      id: 3,
      userId: 7,
      content: 'Hi',
      createdAt: new Date('2026-11-01T12:00:00Z'),
      editedAt: null,
      fullName: 'Ann',
      picture: null,
    };
    const comment = toCommentJson({ ...row, id: 4, postId: 3 });
    expect(comment).toEqual({
      id: 4,
      post: 3,
      user_id: 7,
      profile_name: 'Ann',
      profile_picture: null,
      content: 'Hi',
      timestamp: '2026-11-01T12:00:00.000Z',
      edited_at: null,
    });
    expect(toCommentJson({ ...row, id: 5, postId: 3, editedAt: new Date('2026-11-02T08:30:00Z') }).edited_at).toBe(
      '2026-11-02T08:30:00.000Z',
    );
    expect(toPostJson({ ...row, canComment: false }, [comment])).toEqual({
      id: 3,
      user_id: 7,
      profile_name: 'Ann',
      profile_picture: null,
      content: 'Hi',
      timestamp: '2026-11-01T12:00:00.000Z',
      edited_at: null,
      comments: [comment],
      can_comment: false,
    });
    expect(
      toPublicProfileJson({ id: 7, fullName: 'Ann', picture: '/api/v1/media/x', createdAt: row.createdAt }),
    ).toEqual({
      user_id: 7,
      full_name: 'Ann',
      image: '/api/v1/media/x',
      date: '2026-11-01',
    });
  });
});

describe('the safety contract', () => {
  it("lists the spec's report reasons in the dialog's order, each with its label", () => {
    const labels = textIn(reportReasonsText.reportReasons, 'en');
    expect(REPORT_TYPES.map((type) => labels[type])).toEqual([
      'Spam',
      'Harassment/Bullying',
      'Hate Speech',
      'Inappropriate Content',
      'Violence/Threats',
      'Adult Content',
      'Misinformation',
      'Other',
    ]);
  });

  it('refuses a report without a known reason or with blank details, as the dialog does before sending', () => {
    const target = { reported_user: 2, content_type: 'post', content_id: 9 };
    expect(newReportSchema.safeParse({ ...target, report_type: 'spam', description: ' Ads ' }).data?.description).toBe(
      'Ads',
    );
    expect(
      Object.keys(errorsOf(newReportSchema.safeParse({ ...target, report_type: '', description: 'Ads' }))),
    ).toEqual(['report_type']);
    expect(
      Object.keys(errorsOf(newReportSchema.safeParse({ ...target, report_type: 'spam', description: '  ' }))),
    ).toEqual(['description']);
    expect(
      newReportSchema.safeParse({ ...target, content_type: 'photo', report_type: 'spam', description: 'x' }).success,
    ).toBe(false);
  });
});
