import type { ComponentsJSON } from '@nanostores/i18n';
import admin from './admin';
import api from './api';
import auth from './auth';
import common from './common';
import community from './community';
import errors from './errors';
import dataExport from './export';
import mail from './mail';
import profile from './profile';
import progress from './progress';
import shell from './shell';
import standing from './standing';
import support from './support';
import weeklyLog from './weekly-log';

/** Every domain's German text, as one catalogue. */
export const catalogue: ComponentsJSON = Object.assign(
  {},
  admin,
  api,
  auth,
  common,
  community,
  dataExport,
  errors,
  mail,
  profile,
  progress,
  shell,
  standing,
  support,
  weeklyLog,
);
