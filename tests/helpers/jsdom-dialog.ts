/**
 * jsdom has <dialog> without its modal behaviour: showModal() and close() as the browser's, minus the top layer.
 * Imported by the jsdom tests that open a Modal; the browser's own behaviour (inert page, Tab kept inside) is the
 * e2e specs' to check.
 */
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
