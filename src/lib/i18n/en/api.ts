import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the api domain: every message the API answers, exactly as the contracts, the server and the spec
 * write it (Django REST's and simplejwt's wording). A message's code is its place here (`fields.tooLong`), by which
 * the server and the forms translate it (contracts/message.ts, i18n/by-code.ts); a message with values is a
 * `params` pattern. A test holds each contract message's English equal to its entry.
 */
export const apiEnglish = {
  /** The failures any domain may answer (contracts/common.ts COMMON_FAILURES). */
  common: {
    invalid: 'Invalid input.',
    notAuthenticated: 'Authentication credentials were not provided.',
    accessTokenNotValid: 'Given token not valid for any token type',
    forbidden: 'You do not have permission to perform this action.',
    otherMember: 'This was saved by another member on this device.',
    notFound: 'Not found.',
    memberNotFound: 'User not found.',
    invalidIdempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
    idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for another request.',
    tooLarge: 'File is too large.',
    unsupportedMedia: 'File type not supported.',
    bodyTooLarge: 'Request body is too large.',
    unsupportedBody: 'Unsupported media type. Send JSON.',
    unexpectedPart: 'Unexpected part in form data.',
    rateLimited: 'Too many requests.',
    rateLimitedFor: params('Too many requests. Please try again in {seconds} seconds.'),
    busy: 'The server is busy. Please try again in a moment.',
  },
  /** Field errors: the contracts' field builders and the messages they give to zod. */
  fields: {
    required: 'This field is required.',
    blank: 'This field may not be blank.',
    tooLong: params('Ensure this field has no more than {max} characters.'),
    tooManyItems: params('Ensure this field has no more than {max} elements.'),
    invalidInteger: 'A valid integer is required.',
    invalidNumber: 'A valid number is required.',
    invalidEmail: 'Enter a valid email address.',
    invalidString: 'Not a valid string.',
    invalidBoolean: 'Must be a valid boolean.',
    sendTrueOrFalse: 'Send true or false.',
    choice: params('Choose one of: {choices}.'),
    atLeast: params('Ensure this value is greater than or equal to {min}.'),
    atMost: params('Ensure this value is less than or equal to {max}.'),
    decimalPlaces: 'Ensure that there are no more than 2 decimal places.',
    notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
    nullCharacters: 'Null characters are not allowed.',
    invalidDate: 'Enter a valid date (YYYY-MM-DD).',
    /** zod's own message for a value of the wrong type (a number where text goes). */
    wrongType: params('Invalid input: expected {expected}, received {received}'),
    invalidInput: 'Invalid input',
  },
  /** What the server itself answers: bodies it cannot read, members-only features, its own failures. */
  server: {
    malformedJson: 'Malformed JSON.',
    expectedObject: 'Expected a JSON object.',
    malformedForm: 'Malformed form data.',
    paidOnly: 'This feature is for paying members.',
    failed: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  },
  accounts: {
    badCredentials: 'No active account found with the given credentials',
    banned: 'This account has been permanently banned.',
    bannedBecause: params('This account has been permanently banned. Reason: {reason}'),
    suspended: 'This account is suspended.',
    suspendedUntil: params('This account is suspended until {date}.'),
    suspendedUntilBecause: params('This account is suspended until {date}. Reason: {reason}'),
    accountThrottled: 'Too many failed sign-in attempts for this account.',
    accountThrottledFor: params(
      'Too many failed sign-in attempts for this account. Please try again in {minutes} minutes, or reset your password.',
    ),
    tokenNotValid: 'Token is invalid or expired',
    invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
    phraseMismatch: 'Please type "DELETE MY ACCOUNT" exactly as shown to confirm.',
    emailMismatch: 'Email address does not match your account.',
    wrongPassword: 'Password is incorrect.',
    passwordsDiffer: "Password fields didn't match.",
    passwordTooShort: params('This password is too short. It must contain at least {min} characters.'),
    passwordTooLong: params('This password is too long. It must contain at most {max} characters.'),
    passwordTooCommon: 'This password is too common.',
    passwordNumeric: 'This password is entirely numeric.',
    passwordTooEasy: 'This password is too easy to guess. Try a longer phrase or add unusual words.',
    // Sentences of successful answers: the server leaves them as data, an island may show them translated.
    resetRequested: 'If an account exists for this email address, a password reset link has been sent to it.',
    passwordChanged: 'Your password has been changed. You can now sign in with your new password.',
    accountDeleted: 'Your account has been deleted.',
  },
  /** Profiles and their pictures (contracts/profiles.ts, services/images.ts, services/upload-slots.ts). */
  profiles: {
    mediaLinkInvalid: 'This link is invalid or has expired.',
    pictureTooLarge: 'File is too large. The limit is 50 MB.',
    pictureType: 'File type not supported. Please upload a JPEG, PNG, WebP, GIF or HEIC image.',
    tooManyPixels: 'This image has too many pixels. Please choose an image under 40 megapixels.',
    unreadable: 'This image could not be read. It may be damaged; please choose another.',
    picturesBusy: 'The server is busy processing other pictures. Please try again in a moment.',
  },
  weeklyLogs: {
    otherWeek: 'This daily log belongs to another week.',
    dayFixed: 'The day of a daily log cannot change.',
    futureDay: 'This day has not come yet. You can fill in its log from that day on.',
    versionConflict: 'This log was changed somewhere else since you opened it. Choose which version to keep.',
  },
  community: {
    postNotFound: 'Post not found.',
    cannotComment: 'You cannot comment on this post.',
    commentNotFound: 'Comment not found.',
    notOwnPost: 'You can only edit or delete your own posts.',
    notOwnComment: 'You can only edit or delete your own comments.',
  },
  safety: {
    selfReport: 'You cannot report yourself.',
    ownContent: 'You cannot report your own content.',
    contentNotTheirs: 'The reported content does not belong to this user.',
    alreadyReported: 'You have already reported this and it is awaiting review.',
    selfBlock: 'You cannot block yourself.',
    unknownContent: 'The reported content does not exist.',
  },
  admin: {
    selfModeration: 'You cannot moderate your own account.',
    staffNotModeratable: 'Staff members cannot be moderated.',
    notSuspended: 'This member is not suspended or banned.',
    endDatePast: 'The end date must be in the future.',
    suspensionTooLong: 'A suspension cannot last more than ten years; use a permanent ban.',
    reportNotFound: 'Report not found.',
    ownReport: 'You cannot review a report about yourself.',
    reportAlreadyReviewed: 'This report has already been reviewed.',
    warningNotFound: 'Warning not found.',
    reasonRequired: 'Please give a reason.',
    endDateFormat: 'Enter an ISO date and time, or null for a permanent ban.',
    warningOnly: "The only action here is 'warning'; use suspend-user for suspensions and bans.",
    verdict: "Status must be 'resolved' or 'dismissed'.",
    commentNotFound: 'Comment not found.',
    reportListStatus: "Status must be 'pending' or 'all'.",
    reportNotAboutMember: 'This report is not about this member.',
  },
  progress: {
    oneGoalPerMeasurement: 'One goal per measurement.',
    targetDatePast: 'The target date must be after today.',
    targetDateTooFar: 'The target date must be within five years.',
  },
  /** Appeals against a sanction (contracts/appeals.ts). */
  appeals: {
    textBlank: 'Please write your appeal.',
    replyBlank: 'Please write a reply to the member.',
    sanctionNotFound: 'Sanction not found.',
    appealExists: 'You have already appealed this sanction.',
    windowClosed: params('The {days} days to appeal this sanction have passed.'),
    appealNotFound: 'Appeal not found.',
    alreadyDecided: 'This appeal has already been decided.',
    ownAppeal: 'You cannot decide your own appeal.',
  },
  /** Coaching: answers to weeks and the conversation with the staff (contracts/coaching.ts). */
  coaching: {
    notOwnFeedback: 'You can only change your own answers.',
    editWindowClosed: params('An answer can only be changed in the {hours} hours after it was written.'),
    cannotWrite: 'Your account cannot send messages now.',
    staffThread: "Staff write in members' conversations, not their own.",
  },
  terms: {
    noTerms: 'No terms have been published.',
  },
  support: {
    received: 'Your message has been sent.',
  },
  passkeys: {
    notVerified: 'The passkey could not be verified. Please try again.',
    exists: 'This passkey is already registered.',
    needsSecondFactor: 'Sign in with your two-step code or a passkey before adding a passkey.',
  },
  /** Two-step sign-in (contracts/two-factor.ts). */
  twoFactor: {
    codeInvalid: 'This code is not valid. Check your app and try again.',
    otpRequired: 'Enter the code from your authenticator app, or a recovery code.',
    secondFactorRequired: 'Staff need two-step sign-in to open the staff screens. Turn it on in Account Settings.',
    alreadyOn: 'Two-step sign-in is already on.',
    notOn: 'Two-step sign-in is not on.',
    notSetUp: 'Start the set-up of two-step sign-in first.',
  },
  /** Need-to-know health access (contracts/health-access.ts). */
  healthAccess: {
    reasonTooShort: params('Ensure this field has at least {min} characters.'),
  },
};

export const apiText = defineText('api', apiEnglish);
