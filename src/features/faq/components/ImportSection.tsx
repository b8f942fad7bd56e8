import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/page/LoadError';
import { paths } from '@/config/paths';
import {
  IMPORT_MODES,
  type ImportKind,
  type ImportMode,
  type LeftOutRow,
  questionKey,
} from '@/contracts/faq-import';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { downloadCurrentFaq, type ExportFormat, isPublished } from '../import/export';
import { IMPORT_EXTENSIONS, type ImportPreview } from '../import/parse';
import { FAQ_MESSAGES, IMPORT_CONFIRMATIONS } from '../messages';
import { selectFaq } from '../selectors';
import {
  importClosed,
  importConfirmed,
  importFileChosen,
  importModeChosen,
  type ImportState,
  listRequested,
} from '../slice';

/** How many left-out rows are listed (the count says how many more). */
export const REJECTED_SHOWN = 50;

const KINDS: { kind: ImportKind; title: string; text: string }[] = [
  {
    kind: 'faq',
    title: 'FAQ data',
    text: 'Columns: question, subject_area, answer, answer_voice, and your custom fields. Adds to and updates your questions, or replaces them all.',
  },
  {
    kind: 'survey',
    title: 'Survey questions',
    text: 'Columns: question, answers (separated by |). Replaces every survey question.',
  },
];

const MODES: Record<ImportMode, { label: string; text: string }> = {
  'add-and-update': {
    label: 'Add and update',
    text: 'Each row updates the published question it matches (the same question, ignoring case and spaces) or is added. Nothing else changes; questions waiting for review stay.',
  },
  'erase-and-import': {
    label: 'Erase and import',
    text: 'The file replaces the whole FAQ, questions waiting for review included.',
  },
};

const ENCODINGS: Record<string, string> = {
  'utf-8': 'UTF-8 text',
  'utf-16le': 'UTF-16 text',
  'utf-16be': 'UTF-16 text',
  'windows-1252': 'Windows-1252 text, converted to UTF-8',
  spreadsheet: 'a spreadsheet, converted to CSV',
};

const count = (value: number) => value.toLocaleString('en-US');
const questions = (value: number) => `${count(value)} ${value === 1 ? 'question' : 'questions'}`;

function ChooseFile({ kind, title, disabled }: { kind: ImportKind; title: string; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
      Upload {title}
      <input
        id={id}
        type="file"
        hidden
        accept={IMPORT_EXTENSIONS.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) dispatch(importFileChosen({ kind, file }));
        }}
      />
    </Button>
  );
}

/** Rows left out, before the import ("will be") or after it ("were"). */
function LeftOut({ rows, past }: { rows: readonly LeftOutRow[]; past: boolean }) {
  if (rows.length === 0) return null;
  return (
    <>
      <Typography sx={{ mt: 1 }}>
        {count(rows.length)} {rows.length === 1 ? 'row' : 'rows'}{' '}
        {past ? (rows.length === 1 ? 'was' : 'were') : 'will be'} left out:
      </Typography>
      <List
        dense
        aria-label="Rows left out"
        sx={{ maxHeight: 200, overflow: 'auto', overflowWrap: 'anywhere' }}
      >
        {rows.slice(0, REJECTED_SHOWN).map((row) => (
          <ListItem key={row.line}>
            Line {row.line}: {row.reason}
          </ListItem>
        ))}
        {rows.length > REJECTED_SHOWN && <ListItem>…and {rows.length - REJECTED_SHOWN} more.</ListItem>}
      </List>
    </>
  );
}

/** What the FAQ holds now: published questions, and those waiting for review. */
function useCurrentFaq() {
  const { lists, settings } = useAppSelector(selectFaq);
  const { documents, status } = lists.library;
  return useMemo(() => {
    const published = documents.filter(isPublished);
    return {
      status,
      documents,
      published: published.length,
      pending: documents.length - published.length,
      keys: new Set(published.map((document) => questionKey(document._source.question))),
      customFields: settings.value?.customFields ?? [],
    };
  }, [documents, status, settings.value]);
}

type CurrentFaq = ReturnType<typeof useCurrentFaq>;

/** Issue 21 §4.1: before an erase, what is lost, and the current FAQ to download first. */
function EraseWarning({ current, accepted }: { current: CurrentFaq; accepted: number }) {
  const dispatch = useAppDispatch();
  const download = (format: ExportFormat) =>
    void downloadCurrentFaq(format, current.documents, current.customFields, dayjs().format('YYYY-MM-DD'));
  if (current.status === 'failed') {
    return (
      <LoadError onRetry={() => dispatch(listRequested('library'))}>
        The current FAQ could not be loaded, so it cannot be downloaded before it is erased.
      </LoadError>
    );
  }
  if (current.status !== 'succeeded') return <LinearProgress aria-label="Loading the current FAQ" />;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1, minWidth: 0 } }}>
      <span>{IMPORT_CONFIRMATIONS.faq}</span>
      <span>
        The {questions(current.published)} published now will be replaced by the {count(accepted)} of the
        file.
        {current.pending > 0 && ` ${questions(current.pending)} waiting for review will be lost.`}
      </span>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <span>Download the current FAQ first:</span>
        <Button size="small" variant="outlined" color="inherit" onClick={() => download('csv')}>
          CSV
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => download('xlsx')}>
          XLSX
        </Button>
      </Box>
    </Alert>
  );
}

/** The preview: what the file holds, the mode, and what the import will do (issue 14, issue 21 §4.1, §4.2). */
function Preview({
  upload,
  preview,
  current,
}: {
  upload: ImportState;
  preview: ImportPreview;
  current: CurrentFaq;
}) {
  const dispatch = useAppDispatch();
  const modeLabel = useId();
  const updated =
    current.status === 'succeeded'
      ? preview.questionKeys.filter((key) => current.keys.has(key)).length
      : null;
  return (
    <>
      <Box aria-label="What the file holds" role="group">
        {/* A file refused before its rows were read (a limit, a broken spreadsheet) has no rows to count. */}
        {preview.columns.length > 0 && (
          <Typography>
            {count(preview.rowsRead)} rows read from {ENCODINGS[preview.encoding]}.{' '}
            {preview.fatal ? '' : `${count(preview.accepted)} will be imported.`}
          </Typography>
        )}
        {preview.fatal && <Alert severity="error">{preview.fatal}</Alert>}
        <LeftOut rows={preview.rejected} past={false} />
      </Box>
      {!preview.fatal && preview.accepted > 0 && upload.kind === 'faq' && (
        <FormControl>
          <FormLabel id={modeLabel}>Import mode</FormLabel>
          <RadioGroup
            aria-labelledby={modeLabel}
            value={upload.mode}
            onChange={(event) => dispatch(importModeChosen(event.target.value as ImportMode))}
          >
            {IMPORT_MODES.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { mt: -1 } }}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block' }}>
                      {MODES[mode].label}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {MODES[mode].text}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {!preview.fatal &&
        preview.accepted > 0 &&
        upload.kind === 'faq' &&
        upload.mode === 'add-and-update' && (
          <Typography>
            {updated === null
              ? 'Comparing with the current FAQ…'
              : `${questions(updated)} will be updated and ${questions(preview.accepted - updated)} added.`}
          </Typography>
        )}
      {!preview.fatal &&
        preview.accepted > 0 &&
        upload.kind === 'faq' &&
        upload.mode === 'erase-and-import' && <EraseWarning current={current} accepted={preview.accepted} />}
      {!preview.fatal && preview.accepted > 0 && upload.kind === 'survey' && (
        <Alert severity="warning">{IMPORT_CONFIRMATIONS.survey}</Alert>
      )}
    </>
  );
}

/** After the import, in the past tense: what it did, from its completion message (issue 21 §4.2). */
function Result({ upload, current }: { upload: ImportState; current: CurrentFaq }) {
  const result = upload.result;
  if (upload.phase === 'succeeded' && result) {
    const added = result.added ?? 0;
    const updated = result.updated ?? 0;
    return (
      <Box role="group" aria-label="What the import did">
        <Alert severity="success">
          {FAQ_MESSAGES.uploaded}{' '}
          {result.added === undefined
            ? result.msg
            : upload.kind === 'survey'
              ? `The survey questions were replaced: ${count(added)} imported.`
              : upload.mode === 'erase-and-import'
                ? `The FAQ was replaced: ${questions(added)} imported.`
                : `${questions(added)} ${added === 1 ? 'was' : 'were'} added and ${count(updated)} updated.`}
        </Alert>
        <LeftOut rows={result.leftOut ?? []} past />
      </Box>
    );
  }
  if (upload.phase === 'failed') {
    return (
      <Alert severity="error">
        {FAQ_MESSAGES.uploadFailed} {upload.error}
      </Alert>
    );
  }
  if (upload.phase === 'unknown') {
    return (
      <Alert severity="warning" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1 } }}>
        <span>{FAQ_MESSAGES.importUnknown}</span>
        {upload.kind === 'faq' &&
          (current.status === 'succeeded' ? (
            <span>
              The FAQ has been loaded again: it now holds {questions(current.published)} published and{' '}
              {count(current.pending)} waiting for review. Check them in the{' '}
              <Link component={RouterLink} to={paths.faq.href()}>
                FAQ Library
              </Link>{' '}
              before importing again.
            </span>
          ) : (
            <span>Loading the FAQ again…</span>
          ))}
      </Alert>
    );
  }
  return null;
}

/**
 * The bulk imports (spec 2 §4 "Upload", §5; DESIGN §7: on /faq/settings): choose a .csv, .xls or .xlsx file, see
 * what it holds and what will be left out (issue 14), choose how an FAQ import treats the questions there
 * (issue 21 §4.1), confirm, then follow the upload to its end.
 */
export function ImportSection() {
  const dispatch = useAppDispatch();
  const { upload } = useAppSelector(selectFaq);
  const current = useCurrentFaq();
  const busy = upload?.phase === 'uploading' || upload?.phase === 'polling';
  const preview = upload?.preview ?? null;
  const title = upload ? KINDS.find((entry) => entry.kind === upload.kind)?.title : '';
  const importable = Boolean(preview && preview.fatal === null && preview.accepted > 0);
  // An erase waits until the current FAQ is loaded: its warning says what is lost and offers the download.
  const erasing = upload?.kind === 'faq' && upload.mode === 'erase-and-import';
  const canConfirm = importable && (!erasing || current.status === 'succeeded');

  return (
    <Box component="section" aria-labelledby="import-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="import-title" variant="h6" component="h2">
        Bulk import
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {KINDS.map(({ kind, title: kindTitle, text }) => (
          <Paper key={kind} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography variant="subtitle1" component="h3">
              {kindTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text} Files: {IMPORT_EXTENSIONS.join(', ')}.
            </Typography>
            <Box>
              <ChooseFile kind={kind} title={kindTitle} disabled={busy} />
            </Box>
          </Paper>
        ))}
      </Box>
      <Dialog
        open={upload !== null}
        onClose={busy ? undefined : () => dispatch(importClosed())}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
          Import {title}: {upload?.fileName}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {upload?.phase === 'reading' && <LinearProgress aria-label="Reading the file" />}
          {upload?.phase === 'refused' && <Alert severity="error">{upload.error}</Alert>}
          {upload?.phase === 'preview' && preview && (
            <Preview upload={upload} preview={preview} current={current} />
          )}
          {busy && (
            <Box>
              <Typography>{FAQ_MESSAGES.uploading}</Typography>
              <LinearProgress aria-label="Uploading" sx={{ mt: 1 }} />
            </Box>
          )}
          {upload && <Result upload={upload} current={current} />}
        </DialogContent>
        <DialogActions>
          {upload?.phase === 'preview' ? (
            <>
              <Button onClick={() => dispatch(importClosed())}>Cancel</Button>
              <Button
                variant="contained"
                // A destructive confirm in the error colour: white on the warning orange is below AA contrast.
                color={erasing || upload.kind === 'survey' ? 'error' : 'primary'}
                disabled={!canConfirm}
                onClick={() => dispatch(importConfirmed())}
              >
                {MODES[upload.mode].label}
              </Button>
            </>
          ) : (
            <Button onClick={() => dispatch(importClosed())} disabled={busy}>
              Close
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
