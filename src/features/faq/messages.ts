import { FAQ_IMAGE_MAX_BYTES } from '@/contracts/faq';

/** Spec 2 §8 "FAQ" and "Uploads" (DESIGN §7 typo fixes), and ours where the spec is silent. */
export const FAQ_MESSAGES = {
  accepted: 'Question accepted successfully',
  rejected: 'Question rejected successfully',
  deletionRejected: 'Deletion suggestion rejected successfully',
  deleted: 'Question deleted successfully',
  reviewFailed: 'An error occurred while reviewing the question',
  submitted: 'Question submitted successfully',
  markedForDeletion: 'Question successfully marked for deletion',
  processFailed: 'An error occurred while processing the question',
  marking: 'Marking question for deletion. Please wait.',
  markedAndQueued: 'Question marked for deletion and pushed into the review queue.',
  markFailed: 'Failed to mark question for deletion.',
  deleting: 'Deleting question. Please wait.',
  directlyDeleted: 'Question successfully deleted.',
  deleteFailed: 'Failed to delete question.',
  tooLarge: 'Response too large, please reduce the length of HTML and/or voice response and try again',
  cannotPlay: "Can't play audio.",
  notReady: 'The page is not ready yet. Please try again in a moment.',
  imageFailed: 'There was an error while uploading your image',
  imageUploaded: 'Image successfully uploaded.',
  // Ours (issue 21 §5.4): what the portal finds before sending an image.
  notAnImage: 'This file is not a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: `This image is larger than ${FAQ_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  settingsSaved: 'FAQ settings saved.',
  settingsSaveFailed: 'Failed to save FAQ settings. Please try again later.',
  fieldDeleted: 'FAQ custom field deleted.',
  fieldDeleteFailed: 'Failed to delete FAQ settings. Please try again later.',
  settingsLoadFailed: 'Failed to get FAQ settings. Please try again later.',
  required: 'Required',
  // Ours (issue 21 §4.6): the server's length limits, as the connectors' forms say theirs.
  tooLong: (max: number) => `At most ${max} characters`,
  subjectAreasFailed: 'The subject areas could not be loaded.',
  uploading: 'Your data is uploading.',
  uploaded: 'Your data has been successfully uploaded.',
  uploadFailed: 'Your data upload has failed. Please try again or contact our support.',
  // Ours (issue 21 §4.3, §4.4): a file that could not be read, and an import whose end nobody heard of.
  unreadable: 'The file could not be read.',
  importUnknown:
    'The result of the import is unknown: its completion message could not be read, and it may have run.',
  // Ours: the spec stores list failures silently; the page still says why it is empty and offers Retry.
  listFailed: 'The questions could not be loaded.',
} as const;

/** Why a row's trash action is disabled (its tooltip). Ours: the spec only says the action is unavailable. */
export const DELETE_BLOCKED = {
  notYours: 'Only the person who submitted this question can delete it.',
  referred:
    'A suggested change refers to this question, so it cannot be marked for deletion until it is reviewed.',
  pendingDeletion: 'This question is already waiting to be deleted.',
} as const;

/** Spec 2 §5: the settings' validation messages. */
export const SETTINGS_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  valueEmpty: 'Value cannot be empty',
  labelEmpty: 'Label cannot be empty',
  blocked: (error: string) => `${error}. Please fix the error before saving the settings again.`,
} as const;

/** Spec 2 §5: the import confirmations. */
export const IMPORT_CONFIRMATIONS = {
  faq: 'This will erase all of your FAQ data. Are you sure?',
  survey: 'This will erase all of your survey questions. Are you sure?',
} as const;

/** Spec 2 §8 "Dashboard": the message of marking one utterance reviewed. */
export const REVIEWED_MESSAGE = 'Successfully marked (1) utterance(s) as Reviewed.';
