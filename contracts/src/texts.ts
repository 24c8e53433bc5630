/** Texts users see, word for word from the product spec. */
export const TEXTS = {
  dateRequired: 'Please select a collection date!',
  locationRequired: 'Please select a location',
  dateInvalid: 'Date input not valid.',
  emailEmpty: 'Email Address Cannot Be Empty',
  emailInvalid: 'This is not a valid email address',
  phoneInvalid: 'Please enter a valid contact number. International dialling code is optional',
  termsRequired: 'To continue you must agree to the Terms and Conditions',
  payNow: 'Pay Now',
  emailSoon: 'You will shortly receive a confirmation email',
} as const;

export const emptyFieldMessage = (field: string) => `${field} Cannot Be Empty`;
export const thankYouMessage = (name: string) => `Thank You ${name} for your booking`;

/** The answer of every abuse limit (429), shown by the SPA as it is: the wait is Retry-After, in seconds. */
export const tooManyAttempts = (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`;
