/**
 * Catalogue keys of the messages both sides give: the server's 422s and 429s and the wizard's own checks, so the SPA
 * can show the same words from the same key (contracts/locales/<language>/validation.json and errors.json).
 */
export const VALIDATION_KEYS = {
  fullNameEmpty: 'validation:fullName.empty',
  contactNumberEmpty: 'validation:contactNumber.empty',
  phoneInvalid: 'validation:contactNumber.invalid',
  emailEmpty: 'validation:email.empty',
  emailInvalid: 'validation:email.invalid',
  termsRequired: 'validation:termsRequired',
  /** { days } */
  collectionDateTooFar: 'validation:collectionDate.tooFar',
  collectionDatePast: 'validation:collectionDate.past',
  dateRequired: 'validation:collectionDate.required',
  dateInvalid: 'validation:collectionDate.invalid',
  locationRequired: 'validation:location.required',
  basketEmpty: 'validation:basket.empty',
  invalidPostcode: 'validation:postcode.invalid',
  samePoint: 'validation:leg.samePoint',
  /** The wizard's and the change form's own checks of the legs' fields. */
  line1Required: 'validation:legFields.line1Required',
  townRequired: 'validation:legFields.townRequired',
  postcodeRequired: 'validation:legFields.postcodeRequired',
  windowRequired: 'validation:legFields.windowRequired',
  returnPointRequired: 'validation:legFields.returnPointRequired',
  returnNotOffered: 'validation:legFields.returnNotOffered',
} as const;

export const ERROR_KEYS = {
  /** { count }: the seconds of Retry-After. */
  tooManyAttempts: 'errors:tooManyAttempts',
} as const;
