/** Every text the subscriptions feature shows: spec-verbatim with its §, ours where the spec is silent. */

/** Spec 2 §8, verbatim (with DESIGN §7's "successfully"). */
export const PURCHASE_MESSAGES = {
  billingIncomplete: 'Please complete your billing information',
  cardIncomplete: 'Please complete your Credit Card Information',
  failedToAuthorize: (reason: string) => `Failed to Authorize: ${reason}`,
  checkForm: 'Please check form details ...',
  creating: 'Creating subscription, please wait ...',
  created: 'Subscription created successfully',
  creationFailed: 'Subscription creation failed',
  pleaseWait: 'Please wait ...',
  /** Not spec 2's: the basket is the subscription held (issue 21). */
  currentPlan: 'This is your current plan',
  paymentCancelled: 'Your payment was cancelled; nothing was charged.',
} as const;

/** Spec 2 §8, verbatim. */
export const LICENCE_MESSAGES = {
  licenceChanged: 'User License changed.',
  licenceFailed: 'Unable to change User License.',
} as const;
