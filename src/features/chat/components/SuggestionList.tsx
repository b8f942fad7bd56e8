import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';

import { sanitizeHtml } from '@/lib/sanitize-html';

import { suggestionColour } from '../messages';
import type { SuggestionHit } from '../types';

/** The suggestions above the input: the matched part in bold, the record type in its colour (spec 1 §3). */
export function SuggestionList({
  id,
  items,
  selected,
  onPick,
}: {
  id: string;
  items: SuggestionHit[];
  selected: number;
  onPick(index: number): void;
}) {
  return (
    <List
      id={id}
      role="listbox"
      aria-label="Suggestions"
      dense
      sx={{
        position: 'absolute',
        bottom: '100%',
        left: 0,
        right: 0,
        maxHeight: 240,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        boxShadow: 3,
        zIndex: 1,
      }}
    >
      {items.map((item, index) => (
        <ListItemButton
          key={`${item.type}:${item.name}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === selected}
          selected={index === selected}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
          sx={{ gap: 1 }}
        >
          <Box
            component="span"
            sx={{ flexGrow: 1 }}
            // Sanitised: the endpoint's highlight holds <b> tags around the match, and only those are kept.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.highlight, 'suggestion') }}
          />
          <Box
            component="span"
            sx={{ color: suggestionColour(item.type), fontSize: '0.75rem', fontWeight: 500 }}
            data-type={item.type}
          >
            {item.type}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
