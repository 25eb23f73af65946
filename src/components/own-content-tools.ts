/** The author's tools on their own post or comment, fetched together with the first Edit or Delete click. */
export { default as EditInPlace } from './EditInPlace';
export { default as DeleteOwnDialog } from './DeleteOwnDialog';
