import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteIcon from '@mui/icons-material/Delete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { useTenant } from '@/config/tenant-context';
import { webChatBubblesPerLevel } from '@/config/tenant-schema';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';
import { childrenOf, type NodeId } from '@/lib/tree';

import { type BubbleFilter, descendantCount, shownUnder } from '../bubble-tree';
import { LEX_LIMITS } from '../checks';
import { BUBBLE_CHECK_TEXTS, BUBBLE_FIELDS, BUBBLES_LABELS, BUBBLES_TEXTS } from '../messages';
import { selectBubbles, selectHasUnsavedChanges } from '../selectors';
import { bubbleAdded, bubbleDeleted, bubbleEdited, bubblesSaveRequested, filterChanged } from '../slice';

import { BubbleChecks, NotUnderstoodWarning } from './BubbleChecks';
import { BubbleDialog } from './BubbleDialog';

const FILTERS: readonly { value: BubbleFilter; label: string }[] = [
  { value: 'Private', label: BUBBLES_LABELS.showPrivate },
  { value: 'Public', label: BUBBLES_LABELS.showPublic },
  { value: 'all', label: BUBBLES_LABELS.showAll },
];

/** What the dialog is open for: a new bubble (inside a parent, or at the top) or one to change. */
type DialogTarget = { mode: 'create'; parentId: NodeId | null } | { mode: 'edit'; id: NodeId };

/** Spec 3 §2 'Edit Bubbles': the filter, Create New Bubble, the nested chips, the dialog, Save Changes. */
export function BubbleEditor() {
  const dispatch = useAppDispatch();
  const { edited, filter, saving } = useAppSelector(selectBubbles);
  const unsaved = useAppSelector(selectHasUnsavedChanges);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleting, setDeleting] = useState<NodeId | null>(null);
  const webChatLimit = webChatBubblesPerLevel(useTenant().config);
  const nameOf = (id: NodeId) => edited.bubbles[id]?.name ?? '';

  const chip = (id: NodeId, topLevel: boolean): ReactNode => {
    const fields = edited.bubbles[id];
    if (!fields) return null;
    const children = childrenOf(edited.tree, id);
    return (
      <Box component="li" key={id} sx={{ listStyle: 'none', minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
          <Chip
            label={fields.name}
            aria-label={BUBBLES_TEXTS.edit(fields.name)}
            onClick={() => setDialog({ mode: 'edit', id })}
            color={fields.type === 'hierarchy' ? 'primary' : 'default'}
            variant={fields.type === 'hierarchy' ? 'filled' : 'outlined'}
            avatar={fields.avatar ? <Avatar alt="" src={fields.avatar} /> : undefined}
            sx={{ maxWidth: '100%' }}
          />
          <Typography
            variant="caption"
            color={
              children.length > Math.min(LEX_LIMITS.buttonsPerCard, webChatLimit)
                ? 'warning.dark'
                : 'text.secondary'
            }
            sx={{ overflowWrap: 'anywhere' }}
          >
            {fields.type === 'intent'
              ? `“${fields.utterance}”`
              : `${BUBBLE_FIELDS.types.hierarchy} · ${BUBBLE_CHECK_TEXTS.count(children.length, LEX_LIMITS.buttonsPerCard, webChatLimit)}`}
            {topLevel && ` · ${BUBBLE_FIELDS.environments[fields.environment]}`}
          </Typography>
          {fields.type === 'hierarchy' && (
            <Tooltip title={BUBBLES_TEXTS.addChild(fields.name)}>
              <IconButton
                size="small"
                aria-label={BUBBLES_TEXTS.addChild(fields.name)}
                onClick={() => setDialog({ mode: 'create', parentId: id })}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={BUBBLES_TEXTS.delete(fields.name)}>
            <IconButton
              size="small"
              aria-label={BUBBLES_TEXTS.delete(fields.name)}
              onClick={() => setDeleting(id)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        {children.length > 0 && (
          <Box component="ul" aria-label={fields.name} sx={{ pl: { xs: 2, sm: 4 }, m: 0 }}>
            {children.map((child) => chip(child, false))}
          </Box>
        )}
      </Box>
    );
  };

  const topLevel = childrenOf(edited.tree, null).filter((id) =>
    shownUnder(filter, edited.bubbles[id]?.environment ?? 'Both'),
  );
  const editing = dialog?.mode === 'edit' ? dialog.id : null;
  const empty = childrenOf(edited.tree, null).length === 0;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        {BUBBLES_LABELS.heading}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FilterButton filter={filter} onChange={(next) => dispatch(filterChanged(next))} />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ mode: 'create', parentId: null })}
        >
          {BUBBLES_LABELS.create}
        </Button>
      </Stack>
      {empty ? (
        <Typography color="text.secondary">{BUBBLES_LABELS.empty}</Typography>
      ) : topLevel.length === 0 ? (
        <Typography color="text.secondary">{BUBBLES_TEXTS.filteredEmpty}</Typography>
      ) : (
        <Box component="ul" aria-label={BUBBLES_TEXTS.treeLabel} sx={{ p: 0, m: 0 }}>
          {topLevel.map((id) => chip(id, true))}
        </Box>
      )}
      {!empty && <BubbleChecks onOpen={(id) => setDialog({ mode: 'edit', id })} />}
      <Box>
        <NotUnderstoodWarning />
        <Button
          variant="contained"
          disabled={!unsaved || saving !== null}
          onClick={() => dispatch(bubblesSaveRequested('edit'))}
        >
          {BUBBLES_LABELS.savePage}
        </Button>
      </Box>
      {dialog && (
        <BubbleDialog
          initial={editing ? edited.bubbles[editing] : undefined}
          topLevel={
            dialog.mode === 'edit'
              ? edited.tree.nodes[dialog.id]?.parentId === null
              : dialog.parentId === null
          }
          childCount={editing ? childrenOf(edited.tree, editing).length : 0}
          onClose={() => setDialog(null)}
          onSave={(fields) => {
            dispatch(
              dialog.mode === 'edit'
                ? bubbleEdited({ id: dialog.id, fields })
                : bubbleAdded({ fields, parentId: dialog.parentId }),
            );
            setDialog(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={BUBBLES_TEXTS.deleteTitle}
        text={deleting ? BUBBLES_TEXTS.deleteText(nameOf(deleting), descendantCount(edited, deleting)) : ''}
        confirmLabel={BUBBLES_TEXTS.deleteConfirm}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch(bubbleDeleted(deleting));
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** Spec 3 §2's filter split button: the main part shows the filter in force, the arrow offers the three. */
function FilterButton({ filter, onChange }: { filter: BubbleFilter; onChange(filter: BubbleFilter): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = FILTERS.find((option) => option.value === filter) ?? FILTERS[2];
  return (
    <>
      <ButtonGroup variant="outlined" aria-label={BUBBLES_LABELS.filter}>
        <Button onClick={(event) => setAnchor(event.currentTarget.parentElement)}>{current?.label}</Button>
        <Button
          size="small"
          aria-label={BUBBLES_LABELS.filter}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget.parentElement)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FILTERS.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={option.value === filter}
            selected={option.value === filter}
            onClick={() => {
              onChange(option.value);
              setAnchor(null);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
