/**
 * The CRM-like records the suggestion endpoint searches, per tenant (the organisation's accounts, people and
 * deals, as a search index over its connected CRMs would hold them). Read-only: nothing in the portal edits them.
 */
import { DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

export interface DirectoryRecord {
  name: string;
  /** Account, Author, Opportunity, Lead, Contact, or another record type (Case, Campaign, Product). */
  type: string;
}

const records = (type: string, names: readonly string[]): DirectoryRecord[] =>
  names.map((name) => ({ name, type }));

const DEMO_DIRECTORY: readonly DirectoryRecord[] = [
  ...records('Account', [
    'Contoso Ltd',
    'Contoso Pharmaceuticals',
    'Fabrikam Inc',
    'Northwind Traders',
    'Adventure Works',
    'Tailspin Toys',
    'Wide World Importers',
    'Alpine Ski House',
    'Coho Winery',
    'Litware Inc',
    'Proseware Inc',
    'Woodgrove Bank',
    'Johnson & Johnson Supplies',
    'Blue Yonder Airlines',
    'Trey Research',
  ]),
  ...records('Author', [
    'Alice Walker',
    'Arthur Conan Doyle',
    'Agatha Christie',
    'Charles Dickens',
    'Jane Austen',
    'Mark Twain',
  ]),
  ...records('Opportunity', [
    'Contoso Renewal 2027',
    'Contoso Cloud Migration',
    'Fabrikam Expansion',
    'Northwind Data Platform',
    'Adventure Works Fleet Upgrade',
    'Tailspin Holiday Campaign',
    'Woodgrove Mobile Banking',
    'Coho Wine Club Launch',
    'Alpine Season Passes',
  ]),
  ...records('Lead', [
    'Anna Kowalski',
    'Carlos Mendes',
    'Chen Wei',
    'Fatima Al-Sayed',
    'Greta Lindqvist',
    'Hiro Tanaka',
    'Olivia Brown',
    'Sam Rivera',
  ]),
  ...records('Contact', [
    'Aaron Fisher',
    'Amelia Clarke',
    'Ben Carter',
    'Chloe Martin',
    'Daniel Novak',
    'Emma Schultz',
    'Liam O’Brien',
    'Maria Garcia',
    'Noah Wilson',
    'Sofia Rossi',
    'Tom Becker',
    'Zoe Turner',
    'Lucas Petit',
  ]),
  ...records('Case', ['Contoso Login Failure', 'Fabrikam Invoice Dispute', 'Northwind Delivery Delay']),
  ...records('Campaign', ['Autumn Webinar Series', 'Customer Summit 2027', 'Spring Product Launch']),
  ...records('Product', ['Assistant Pro Licence', 'Analytics Add-on', 'Connector Pack']),
];

const HARBOUR_DIRECTORY: readonly DirectoryRecord[] = [
  ...records('Account', ['Harbour Freight Partners', 'Baltic Shipping Co', 'Port of Rotterdam Services']),
  ...records('Contact', ['Dana Fox', 'Sam Reyes', 'Henrik Larsen']),
  ...records('Opportunity', ['Baltic Route Expansion']),
];

const DIRECTORIES: Readonly<Record<string, readonly DirectoryRecord[]>> = {
  [DEMO_TENANT]: DEMO_DIRECTORY,
  [OTHER_ORGANISATION.tenant]: HARBOUR_DIRECTORY,
};

/** The records a tenant's users can be suggested (none for a tenant without a directory). */
export function directoryOf(tenant: string): readonly DirectoryRecord[] {
  return DIRECTORIES[tenant] ?? [];
}
