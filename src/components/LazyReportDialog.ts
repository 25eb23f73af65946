import { lazy } from 'react';

/**
 * The report dialog, fetched with the first Report click (the feed's and a member's page): most visits report nothing,
 * and the pages' script budget is 100 KB.
 */
export default lazy(() => import('./ReportDialog'));
