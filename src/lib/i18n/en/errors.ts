import { defineText } from '../text';
import { params } from '../params';

/**
 * English text of the errors domain: the messages the browser shows itself (spec section 8, the error catalogue) and
 * those of errors the browser's own code throws (the API client, the image pipeline), which islands show through
 * errorMessage. Apart from the `api` domain so that a page's scripts load these few, not every API message.
 */
export const errorsEnglish = {
  /** The generic messages the browser shows itself (spec section 8: the error catalogue). */
  client: {
    networkFailed: 'Network connection failed. Please check your internet connection and try again.',
    authenticationFailed: 'Authentication failed. Please log in again.',
    fileTooLarge: 'File is too large. Please choose a smaller file.',
    fileTypeNotSupported: 'File type not supported. Please choose a different file.',
    somethingWentWrong: 'Something went wrong',
    // The messages of errors the browser's own code throws (src/lib: the API client, the image pipeline), which
    // islands show through errorMessage.
    networkError: 'Network Error',
    noAccessToken: 'No access token found. Please log in again.',
    unsupportedImage: 'Unsupported file format. Please upload an image file (JPG, PNG, WebP, HEIC, etc.)',
    imageTooLarge: params('File is too large ({size}MB). Please choose a smaller image.'),
    cannotCompress: params('Unable to compress image below {size}MB'),
    imageLoadFailed: 'Failed to load image. Please try a different image.',
    imageProcessingFailed: params('Failed to process image: {reason}'),
  },
};

export const errorsText = defineText('errors', errorsEnglish);
