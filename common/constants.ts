// Business constants from spec section 9 and DESIGN.md section 6.

export const NOTICE_DURATION_MS = {
  error: 6000,
  snackbar: 4000,
  toast: 5000,
} as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PAGE_SIZE = {
  notifications: 15,
  specialities: 300,
  interests: 300,
  industries: 300,
  companySizes: 500,
  jobFunctions: 500,
  jobTitles: 50,
  companies: 15,
  employees: 1000,
  companyEvents: 500,
  posts: 10,
  comments: 10,
  resources: 10,
  companySearch: 5,
} as const;

/** Largest accepted JSON body; uploads have limits of their own. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Largest accepted profile photo. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Largest accepted upload of each kind (POST /api/upload/*, POST /api/factor/upload/image). */
export const UPLOAD_MAX_BYTES = {
  document: 25 * 1024 * 1024,
  csv: 50 * 1024 * 1024,
  video: 500 * 1024 * 1024,
  image: 10 * 1024 * 1024,
} as const;

/** Largest uploaded image in pixels (all frames of an animation together): bounds decoding memory. */
export const UPLOAD_IMAGE_MAX_PIXELS = 50_000_000;

/** Longest file name kept for display and downloads; longer names are shortened, keeping the extension. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 200;

/** The longest e-mail address SMTP allows in a path (RFC 5321), and so the longest Summit takes. */
export const EMAIL_MAX_LENGTH = 254;

/** What a suspended member is told when they try to sign in (features/suspensions). */
export const SUSPENDED_MESSAGE =
  "This account is suspended. Write to Summit's support if you think this is a mistake.";
