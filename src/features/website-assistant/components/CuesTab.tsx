import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { UnsavedChangesGuard } from '@/components/page/UnsavedChangesGuard';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import { type Cue, PUBLIC_BOT_LIMITS } from '@/contracts/website-assistant';
import { evaluateCues } from '@/lib/cue-rules';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { WEBSITE_ASSISTANT_LABELS as LABELS, WEBSITE_ASSISTANT_TEXTS as TEXTS } from '../messages';
import { selectCues, selectUnpublishedCount, selectWebsiteAssistant } from '../selectors';
import { cueDeleted, cueSaved, cuesPublishRequested } from '../slice';

import { CueDialog } from './CueDialog';
import { Section } from './Section';

type SortKey = 'name' | 'message' | 'ruleType';
type Sort = { key: SortKey; direction: 'asc' | 'desc' } | null;

const ruleTypeText = (cue: Cue) =>
  cue.ruleType ? TEXTS.ruleTypes[cue.ruleType] : LABELS.ruleTypeNotSelected;
const sortText: Record<SortKey, (cue: Cue) => string> = {
  name: (cue) => cue.name,
  message: (cue) => cue.message,
  ruleType: ruleTypeText,
};

/**
 * Cues Settings (spec 3 §2, §4): the pop-up messages, sortable; each edited in its dialog, the list changed on this
 * page only until Publish Cues (leaving with unpublished changes asks first). "Simulate this URL" says which cue a
 * page of the website shows and why, for the list as edited here (issue 26).
 */
export function CuesTab() {
  const dispatch = useAppDispatch();
  const cues = useAppSelector(selectCues);
  const unpublished = useAppSelector(selectUnpublishedCount);
  const { publishing } = useAppSelector(selectWebsiteAssistant);
  const [editing, setEditing] = useState<Cue | 'new' | null>(null);
  const [sort, setSort] = useState<Sort>(null);

  const rows = useMemo(() => {
    if (!sort) return cues;
    const text = sortText[sort.key];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return cues.toSorted((a, b) => sign * text(a).localeCompare(text(b)));
  }, [cues, sort]);
  const sortable = (key: SortKey) => ({
    sortDirection: sort?.key === key ? sort.direction : undefined,
    onSort: () =>
      setSort(
        sort?.key === key
          ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
          : { key, direction: 'asc' },
      ),
  });
  const columns: ResponsiveColumn<Cue>[] = [
    {
      id: 'name',
      header: LABELS.cueColumns.name,
      cell: (cue) => cue.name,
      card: 'title',
      ...sortable('name'),
    },
    { id: 'message', header: LABELS.cueColumns.message, cell: (cue) => cue.message, ...sortable('message') },
    { id: 'ruleType', header: LABELS.cueColumns.ruleType, cell: ruleTypeText, ...sortable('ruleType') },
    { id: 'url', header: LABELS.cueColumns.url, cell: (cue) => cue.URL, sx: { overflowWrap: 'anywhere' } },
    {
      id: 'sendUtterance',
      header: LABELS.cueColumns.sendUtterance,
      cell: (cue) => (cue.sendUtterance ? TEXTS.yes : TEXTS.no),
    },
    {
      id: 'utteranceMessage',
      header: LABELS.cueColumns.utteranceMessage,
      cell: (cue) => (cue.sendUtterance ? cue.utteranceMessage : ''),
    },
    {
      id: 'edit',
      header: '',
      card: 'actions',
      cell: (cue) => (
        <IconButton aria-label={TEXTS.editCue(cue.name)} onClick={() => setEditing(cue)}>
          <EditOutlined />
        </IconButton>
      ),
    },
  ];

  const editedName = editing && editing !== 'new' ? editing.name : null;
  const otherNames = useMemo(
    () => cues.map(({ name }) => name).filter((name) => name !== editedName),
    [cues, editedName],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Section title={LABELS.cuesTable}>
        {cues.length === 0 ? (
          <Typography color="text.secondary">{TEXTS.noCues}</Typography>
        ) : (
          <ResponsiveTable
            columns={columns}
            rows={rows}
            rowKey={(cue) => cue.name}
            aria-label={LABELS.cuesTable}
          />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            disabled={cues.length >= PUBLIC_BOT_LIMITS.cues}
            onClick={() => setEditing('new')}
          >
            {LABELS.createCue}
          </Button>
          <Button
            variant="contained"
            disabled={publishing || unpublished === 0}
            onClick={() => dispatch(cuesPublishRequested())}
          >
            {LABELS.publishCues}
          </Button>
        </Box>
        {cues.length >= PUBLIC_BOT_LIMITS.cues && (
          <Typography variant="body2" color="text.secondary">
            {TEXTS.cuesFull(PUBLIC_BOT_LIMITS.cues)}
          </Typography>
        )}
        {unpublished > 0 && (
          <Alert severity="info" role="status">
            {TEXTS.unpublished(unpublished)}
          </Alert>
        )}
      </Section>
      <CueSimulation cues={cues} />
      {editing && (
        <CueDialog
          cue={editing === 'new' ? null : editing}
          otherNames={otherNames}
          onSave={(cue) => {
            dispatch(cueSaved({ previousName: editedName, cue }));
            setEditing(null);
          }}
          onDelete={(name) => {
            dispatch(cueDeleted(name));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <UnsavedChangesGuard
        when={unpublished > 0}
        title={TEXTS.leaveTitle}
        text={TEXTS.leaveText}
        confirmLabel={TEXTS.leaveConfirm}
      />
    </Box>
  );
}

/** "Simulate this URL" (issue 26): which cue a page shows, after how long on it, and why the others do not. */
function CueSimulation({ cues }: { cues: readonly Cue[] }) {
  const [url, setUrl] = useState('');
  const [seconds, setSeconds] = useState('0');
  const visit = { url: url.trim(), secondsOnPage: Number(seconds) || 0, closed: new Set<string>() };
  const result = url.trim() ? evaluateCues(cues, visit) : null;
  return (
    <Section title={TEXTS.simulate}>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.simulateHelp}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' }, gap: 2 }}>
        <TextField
          label={LABELS.cueColumns.url}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://www.example.com/pricing"
          slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
        />
        <TextField
          label={TEXTS.simulateSeconds}
          value={seconds}
          onChange={(event) => setSeconds(event.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      {result && (
        <Box role="status" aria-label={TEXTS.simulateLabel} sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>
            {result.fires ? TEXTS.simulateShows(result.fires.name) : TEXTS.simulateNone}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {result.verdicts.map((verdict) => (
              <Typography
                component="li"
                variant="body2"
                key={verdict.cue.name}
                sx={{ overflowWrap: 'anywhere' }}
              >
                <strong>{verdict.cue.name}</strong>: {verdict.reason}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Section>
  );
}
