/**
 * Account texts and limits that browser and server both state. Plain values, no zod: the
 * screens that only need a message do not load the schemas.
 */
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters.';

/** Said by the server on a 401, and by the browser when it finds no session. */
export const SESSION_EXPIRED = 'Session not found or expired. Please login again.';

/** Profile photos: images only, checked by the browser first and by their bytes on the server. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_NOT_AN_IMAGE = 'Upload an image file (JPEG, PNG, WebP or GIF).';
export const PHOTO_TOO_LARGE = 'The photo is too large: 5 MB at most.';
/** Decoding is bounded by pixels as well as bytes: a small file can unpack into gigabytes. */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_TOO_MANY_PIXELS =
  'The photo has too many pixels: at most 40 megapixels (for example 8000 × 5000). Choose a smaller photo.';

/** Until the account proves its address, what depends on the address waits: says what. */
export const confirmAddressFirst = (toDo: string) =>
  `Confirm your email address before you ${toDo}: enter the 6-digit code we emailed you.`;
