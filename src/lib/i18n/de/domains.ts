// Every domain's German text: a new domain is one line here (catalogue-check.ts lists the English ones).
export { default as admin } from './admin';
export { default as api } from './api';
export { default as auth } from './auth';
export { default as common } from './common';
export { default as community } from './community';
export { default as errors } from './errors';
export { default as dataExport } from './export';
export { default as mail } from './mail';
export { default as passkeyDialogs } from './passkey-dialogs';
export { default as passkeySignIn } from './passkey-sign-in';
export { default as passkeys } from './passkeys';
export { default as profile } from './profile';
export { default as progress } from './progress';
export { default as shell } from './shell';
export { default as standing } from './standing';
export { default as support } from './support';
export { default as weeklyLog } from './weekly-log';
