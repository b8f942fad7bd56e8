// The subscriptions feature (plans, licences, billing): licences are billing's; the users page shows them
// through this index. Its slice and saga arrive with the subscriptions pages (licence state still lives in
// the users slice for now).
export { LicencesPanel } from './components/LicencesPanel';
export {
  CHATBOT_LICENCE_STATES,
  type ChatbotLicenceState,
  chatbotLicenceState,
  DEFAULT_RIGHTS,
  INTERACTION_WARNING_RATIO,
  interactionUsage,
  licenceByUser,
  type LicenceRow,
  licenceRow,
  type Right,
} from './licences';
