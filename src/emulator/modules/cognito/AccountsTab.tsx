import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TEAM,
  OTHER_ORGANISATION,
  SPECIAL_ACCOUNTS,
  TEAM_TEMPORARY_PASSWORD,
} from '../../seed';

/** The demo panel's Accounts tab: every seeded account and its password. */
export function AccountsTab() {
  return (
    <List dense aria-label="Demo accounts">
      {Object.values(DEMO_ACCOUNTS).map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`Password: ${account.password}`}
          />
        </ListItem>
      ))}
      {Object.values(SPECIAL_ACCOUNTS).map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`${account.description} Password: ${account.password}`}
          />
        </ListItem>
      ))}
      {[OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user].map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`Another organisation, ${OTHER_ORGANISATION.company}. Password: ${account.password}`}
          />
        </ListItem>
      ))}
      <ListItem>
        <ListItemText
          primary={`${DEMO_TEAM.length} more members of the demo organisation`}
          secondary={
            `firstname.lastname@demo.example (for example ${DEMO_TEAM[1]?.email ?? ''}). ` +
            `Password: ${DEMO_PASSWORD}; invited members: ${TEAM_TEMPORARY_PASSWORD}`
          }
        />
      </ListItem>
    </List>
  );
}
