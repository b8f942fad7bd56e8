import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

import type { MarkedText } from '@/contracts/utterance-markup';

import { checkEntitySelection, ENTITY_TEXT_COLOUR, entityColour } from '../entity-selection';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

/** A text selection within the utterance: offsets in its plain text, and where to show the tooltip. */
export interface TextSelection {
  start: number;
  end: number;
}

/** The number of characters of `container`'s text before (node, offset). */
function offsetWithin(container: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(container);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The page's text selection as offsets in `container`'s text, when it lies wholly within it (spec 3 §5: within a
 * single text block); null when there is none or it reaches outside.
 */
export function selectionWithin(container: Node): (TextSelection & { rect: DOMRect }) | null {
  const current = window.getSelection();
  if (!current || current.rangeCount === 0 || current.isCollapsed) return null;
  const range = current.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  return {
    rect: range.getBoundingClientRect(),
    start: offsetWithin(container, range.startContainer, range.startOffset),
    end: offsetWithin(container, range.endContainer, range.endOffset),
  };
}

interface UtteranceTextProps {
  marked: MarkedText;
  onSetEntity(selection: TextSelection): void;
  onRemoveEntity(index: number): void;
}

/**
 * The utterance with its entities highlighted in their colours (spec 3 §9). Selecting text shows the 'Set
 * entity' tooltip (spec 3 §2) when the selection follows §5's rules and lies within this one text; otherwise
 * the tooltip says why. The text holds nothing but the utterance, so offsets in it are offsets in the text.
 */
export function UtteranceText({ marked, onSetEntity, onRemoveEntity }: UtteranceTextProps) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [selection, setSelection] = useState<{ anchor: DOMRect; start: number; end: number } | null>(null);

  const readSelection = () => {
    const found = textRef.current ? selectionWithin(textRef.current) : null;
    setSelection(found && { anchor: found.rect, start: found.start, end: found.end });
  };

  const check = selection ? checkEntitySelection(marked, selection.start, selection.end) : null;
  let cursor = 0;
  const pieces: React.ReactNode[] = [];
  marked.entities.forEach((entity, index) => {
    if (entity.start > cursor) pieces.push(marked.text.slice(cursor, entity.start));
    pieces.push(
      <Box
        component="mark"
        key={`${entity.start}-${index}`}
        title={entity.role ? `${entity.entity} (${entity.role})` : entity.entity}
        sx={{ bgcolor: entityColour(entity.entity), color: ENTITY_TEXT_COLOUR, borderRadius: 0.5, px: 0.25 }}
      >
        {marked.text.slice(entity.start, entity.end)}
      </Box>,
    );
    cursor = entity.end;
  });
  if (cursor < marked.text.length) pieces.push(marked.text.slice(cursor));

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        ref={textRef}
        onMouseUp={readSelection}
        onKeyUp={readSelection}
        sx={{ overflowWrap: 'anywhere', display: 'block' }}
        data-utterance-text
      >
        {pieces}
      </Typography>
      {marked.entities.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {marked.entities.map((entity, index) => (
            <Chip
              key={`${entity.start}-${entity.entity}`}
              size="small"
              label={`${entity.value} · ${entity.entity}${entity.role ? `:${entity.role}` : ''}`}
              sx={{ bgcolor: entityColour(entity.entity), color: ENTITY_TEXT_COLOUR, maxWidth: '100%' }}
              onDelete={() => onRemoveEntity(index)}
              aria-label={UTTERANCE_TEXTS.removeEntity(entity.value)}
            />
          ))}
        </Box>
      )}
      <Popper
        open={selection !== null}
        anchorEl={selection ? { getBoundingClientRect: () => selection.anchor } : null}
        placement="top"
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={4} sx={{ p: 0.5 }}>
          {check?.ok ? (
            <Button
              size="small"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setSelection(null);
                onSetEntity({ start: check.start, end: check.end });
              }}
            >
              {UTTERANCE_LABELS.setEntity}
            </Button>
          ) : check ? (
            <Typography variant="body2" sx={{ px: 1, py: 0.5 }} role="status">
              {UTTERANCE_TEXTS.entityInvalid[check.reason]}
            </Typography>
          ) : null}
        </Paper>
      </Popper>
    </Box>
  );
}
