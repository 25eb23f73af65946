/**
 * What the sign-up form needs on submit only: its checks and the words of its failures (register-form.ts fetches this
 * when the member starts filling the form in). One module, so that its chunk hands these over by name.
 */
export { registrationProblems } from './registration-check';
export { loginErrorMessage, registrationErrorMessage } from './messages';
export { messageText } from './form-messages';
