/**
 * Field-level messages used by the schemas. The server sends them in validation details; the web
 * app translates them through `validation.<key>`, found with `validationMessageKey`.
 */
export const validationMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  contactNumberRequired: 'Contact Number is required',
  contactNumberInvalid: 'Enter a valid contact number with country code',
  userNameRequired: 'User Name is required',
  userNameInvalid: 'Use 3 to 50 letters, digits, dots, dashes or underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  accountNameRequired: 'Account Name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  currentPasswordRequired: 'Current password is required',
  confirmPasswordMismatch: 'Passwords do not match',
  otpInvalid: 'Enter the 6-digit code',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  tooLong: 'This is too long',
  channelNameRequired: 'Channel name is required',
  businessAccountIdInvalid: 'Enter the WhatsApp Business Account ID (digits only)',
  accessTokenRequired: 'Access token is required',
  appNameRequired: 'App name is required',
  appNameInvalid: 'Use 3 to 100 letters or digits, without spaces',
  fileNameRequired: 'File name is required',
  publicUrlInvalid: 'Enter a web address starting with http:// or https://',
  uploadIdInvalid: 'This upload id is not valid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number with its country code',
  attributeKeyInvalid: 'Start with a letter; use up to 50 letters, digits, spaces, dashes or underscores',
  groupNameRequired: 'Group name is required',
  templateNameInvalid: 'Use lowercase letters, digits and underscores only',
  templateLanguageInvalid: 'Choose a language',
  templateCategoryInvalid: 'Choose a category',
  templateBodyRequired: 'Body text is required',
  templateExampleRequired: 'Enter an example value for each variable',
  templateVariablesOutOfOrder: 'Number the variables 1, 2, 3 and so on, in order',
  templateVariableAtEdge: 'The body cannot start or end with a variable',
  templateHeaderTextRequired: 'Header text is required',
  templateHeaderOneVariable: 'A header can have only one variable',
  templateFooterNoVariables: 'A footer cannot have variables',
  templateButtonTextRequired: 'Button text is required',
  templateTooManyButtons: 'Use at most 10 buttons',
  templateTooManyUrlButtons: 'Use at most 2 website buttons',
  templateTooManyPhoneButtons: 'Use at most 1 phone number button',
  templateTooManyCopyCodeButtons: 'Use at most 1 copy code button',
  templateQuickRepliesApart: 'Keep quick replies together, before or after the other buttons',
  templateUrlInvalid: 'Enter a web address starting with https://, with a variable only at its end',
  templatePhoneInvalid: 'Enter a phone number with its country code, up to 20 digits',
  templateCarouselCardCount: 'A carousel has 2 to 10 cards',
  templateCardMediaRequired: 'Upload an image or video for every card',
  templateCardTooManyButtons: 'A card can have at most 2 buttons',
  templateCardsNotAlike: 'All cards need the same media type, buttons and body',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(validationMessages).map(([key, message]) => [message, key as ValidationMessageKey]),
);

export const validationMessageKey = (message: string): ValidationMessageKey | undefined =>
  keyByMessage.get(message);
