import OpenWith from '@mui/icons-material/OpenWith';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

import { DND_TEXTS } from './messages';

export interface MoveOption {
  key: string;
  text: string;
  /** Why this move cannot be made now: shown under it, and the entry is disabled. */
  refusal?: string;
  /** Not applicable at all here (earlier for the first item): the entry is disabled without a reason. */
  disabled?: boolean;
}

export interface MoveMenuProps {
  label: string;
  options: readonly MoveOption[];
  onChoose(key: string): void;
  buttonRef(node: HTMLButtonElement | null): void;
}

/**
 * The "Move…" menu of an item: every move a drag can make, as menu entries (WCAG 2.2 SC 2.5.7 asks for a way
 * without dragging; this one needs no keyboard scheme to be learnt either).
 */
export function MoveMenu({ label, options, onChoose, buttonRef }: MoveMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        ref={buttonRef}
        size="small"
        aria-label={DND_TEXTS.menuButton(label)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <OpenWith fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        // The sortable puts focus back itself: after a move the button may be a new element in another place.
        disableRestoreFocus
        // A refused entry stays focusable, so that a screen reader reads it and its reason.
        slotProps={{ list: { 'aria-label': DND_TEXTS.menu(label), disabledItemsFocusable: true } }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.key}
            disabled={option.disabled === true || option.refusal !== undefined}
            onClick={() => {
              setAnchor(null);
              onChoose(option.key);
            }}
          >
            <ListItemText
              primary={option.text}
              secondary={option.refusal}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
