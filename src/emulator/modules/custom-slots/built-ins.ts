/**
 * Lex's built-in slot types (AMAZON.*), which GetCustomSlots lists and a custom type may extend with values of its
 * own (as an Alexa skill extends AMAZON.Room). The list is Lex V2's built-in slot types for English and the
 * extensible Alexa list types the portal's skills use.
 */
export const BUILT_IN_SLOT_TYPES: readonly string[] = [
  'AMAZON.AlphaNumeric',
  'AMAZON.Airline',
  'AMAZON.Airport',
  'AMAZON.Animal',
  'AMAZON.City',
  'AMAZON.Color',
  'AMAZON.Confirmation',
  'AMAZON.Corporation',
  'AMAZON.Country',
  'AMAZON.Date',
  'AMAZON.Duration',
  'AMAZON.EmailAddress',
  'AMAZON.FirstName',
  'AMAZON.FreeFormInput',
  'AMAZON.Language',
  'AMAZON.LastName',
  'AMAZON.Number',
  'AMAZON.Percentage',
  'AMAZON.PhoneNumber',
  'AMAZON.Room',
  'AMAZON.SpeedUnit',
  'AMAZON.State',
  'AMAZON.StreetName',
  'AMAZON.Time',
  'AMAZON.UKPostalCode',
  'AMAZON.WeightUnit',
];
