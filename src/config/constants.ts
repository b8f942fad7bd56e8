/** Business constants shared across the product (spec 1 §9). Feature-specific ones live with the feature. */

export const TOKEN_REFRESH_INTERVAL_MS = 150_000;
export const TOKEN_STALE_AFTER_MS = 5 * 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 99;
export const EMAIL_MAX_LENGTH = 64;
export const VERIFICATION_CODE_MAX_LENGTH = 128;
/** Spec 1 §5: a form's checks run this long after typing stops (the wizard's profile form too, spec 3 §9). */
export const VALIDATION_DEBOUNCE_MS = 300;
/**
 * Spec 3 §9 "Business constants and limits": the website assistant settings, the cues and the utterance search
 * form check 200 ms after typing stops (spec 3 §5 repeats it for the utterance search and the Behavior tab).
 */
export const SPEC3_VALIDATION_DEBOUNCE_MS = 200;
export const DEFAULT_PHONE_PREFIX = '+1';
/** Spec 1 §4: after a profile update that changed the phone, its verification is requested 1 s later. */
export const PHONE_VERIFICATION_DELAY_MS = 1_000;

export const TOP_BAR_HEIGHT = 80;
export const NAV_DRAWER_WIDTH = 271;
export const HELP_DRAWER_WIDTH = 260;
/** From this width the navigation drawer is open by default (when the portal is not inside a frame). */
export const WIDE_SCREEN_MIN_WIDTH = 1280;
export const TOP_BAR_NOTIFICATIONS_LIMIT = 4;

export const TOAST_MAX_VISIBLE = 3;
export const TOAST_AUTO_HIDE_MS = 5_000;
export const TOAST_GAP_MS = 390;

/** Sent with every gateway call (spec 1 §6: the account type is private). */
export const ACCOUNT_TYPE = 'private';
