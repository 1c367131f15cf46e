/**
 * Error codes the API answers with. The message next to each is what the server sends; the web
 * client shows its own translation of the code and falls back to the server's message.
 */
export const errorMessages = {
  VALIDATION_FAILED: 'Please check the highlighted fields',
  INVALID_CREDENTIALS: 'Your email or password is incorrect',
  ACCOUNT_BLOCKED: 'Your account is blocked. Please contact support.',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please try again later.',
  USERNAME_TAKEN: 'This user name is already taken',
  EMAIL_TAKEN: 'An account with this email already exists',
  INVALID_OTP: 'The code is invalid or has expired',
  CURRENT_PASSWORD_INCORRECT: 'Your current password is incorrect',
  UNAUTHORIZED: 'Please sign in to continue',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  RATE_LIMITED: 'Too many requests. Please slow down.',
  INTERNAL: 'Internal server error',
  PROVIDER_REFUSED: 'The messaging provider refused the request',
  NO_PHONE_NUMBER: 'This WhatsApp Business Account has no phone number yet',
  PHONE_NUMBER_IN_USE: 'This phone number is already connected to a channel',
  PARTNER_NOT_CONFIGURED: 'The partner provider is not configured on this server',
  SIGNUP_INCOMPLETE: 'Please complete signup process',
  CHANNEL_NOT_CREATED: 'Create the channel before configuring its webhook',
  FILE_REQUIRED: 'Please choose a file to upload',
  FILE_EMPTY: 'The file is empty',
  FILE_AND_ID_REQUIRED: 'File and ID must be provided.',
  FILE_OVER_5MB: 'Please upload a smaller file size. The following file exceed the 5MB size limit',
  FILE_TOO_LARGE: 'This file is larger than its type allows',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not supported',
  MEDIA_TYPE_MISMATCH: "The file's content does not match its type",
  URL_NOT_ALLOWED: 'This address is not public, so it cannot be used',
  UPLOAD_FAILED: 'Failed to upload file',
  CONTACT_PHONE_TAKEN: 'A contact with this phone number already exists',
  GROUP_NAME_TAKEN: 'A group with this name already exists',
  SPREADSHEET_REQUIRED: 'Please upload a CSV or XLSX file',
  SPREADSHEET_UNREADABLE: 'This file could not be read as a spreadsheet',
  SPREADSHEET_NO_ROWS: 'The file has no contacts under its header row',
  SPREADSHEET_TOO_LARGE:
    'This file unpacks to more than an import can read. Please split it into smaller files.',
  SPREADSHEET_CELL_TOO_LONG:
    'A cell of this file is longer than 32,767 characters, the most a spreadsheet cell holds',
  IMPORT_ALREADY_STARTED: 'This import has already started',
  HEADER_UPLOAD_NOT_CONFIGURED: 'Template media uploads are not configured on this server',
  ACCOUNT_ADMIN_ONLY: 'Only an account admin can do this',
  CUSTOMER_WINDOW_CLOSED:
    'More than 24 hours have passed since the customer last wrote: send an approved template instead',
  CONTACT_BLOCKED: 'This contact is blocked: unblock the conversation to write to them',
  TEMPLATE_NOT_APPROVED: 'Only an approved template can be sent',
  TEMPLATE_VARIABLES_MISSING: 'Fill in every variable of the template',
  AGENT_NOT_FOUND: 'This user is not an agent of the account',
  TAG_NAME_TAKEN: 'A tag with this name already exists',
  TAG_ALREADY_ASSIGNED: 'This tag is already on the conversation',
  MANAGERS_ONLY: 'Only a manager or an account admin can do this',
  OWN_USER_UNDELETABLE: 'You cannot delete your own user',
  OWN_ROLE_UNCHANGEABLE: 'You cannot change your own role',
} as const;

export type ErrorCode = keyof typeof errorMessages;
