import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { type ItemProps, type ListProps, Virtuoso } from 'react-virtuoso';

import { FormDialog } from '@/components/feedback/FormDialog';
import { TextInput } from '@/components/form/TextInput';
import { downloadFile } from '@/lib/csv-export';

import { type ImportPlan, planImport, readCsv, writeCsv } from '../csv';
import { CUSTOM_SLOTS_TEXT as TEXT } from '../messages';
import { slotValuesChangeRequested } from '../slice';
import type { CustomSlotType, SlotValue } from '../types';

import { useSlotSave } from './useSlotSave';

const REJECTED_ROW_HEIGHT = 28;

// The rejected rows are a list (the virtualiser's own scroller sits outside it).
const RejectedList = forwardRef<HTMLDivElement, ListProps>(function RejectedList(props, ref) {
  return <div {...props} ref={ref} role="list" aria-label={TEXT.rejectedRows} />;
});
const RejectedItem = ({ item: _item, ...props }: ItemProps<unknown>) => <div {...props} role="listitem" />;

/** Import CSV and Export CSV for the selected type, in Dialogflow's entity format (csv.ts). */
export function ImportExport({ type, values }: { type: CustomSlotType; values: readonly SlotValue[] }) {
  const [importing, setImporting] = useState(false);
  // The save lives here, not in the dialog: it closes the dialog, which is this component's state.
  const save = useSlotSave(slotValuesChangeRequested, () => setImporting(false));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
        {TEXT.importCsv}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={values.length === 0}
        onClick={() =>
          void writeCsv(values).then((text) =>
            downloadFile(`${type.slotName}.csv`, new Blob([text], { type: 'text/csv;charset=utf-8' })),
          )
        }
      >
        {TEXT.exportCsv}
      </Button>
      {importing && (
        <ImportDialog
          type={type}
          values={values}
          busy={save.busy}
          onImport={(accepted) =>
            save.send({ typeId: type.ID, change: { kind: 'import', values: accepted } })
          }
          onClose={() => setImporting(false)}
        />
      )}
    </Box>
  );
}

/**
 * Choose a file or paste rows; the preview says how many values it adds and lists every row it rejects, with its
 * number and why. The values are added in one save; the dialog stays open when that fails.
 */
function ImportDialog({
  type,
  values,
  busy,
  onImport,
  onClose,
}: {
  type: CustomSlotType;
  values: readonly SlotValue[];
  busy: boolean;
  onImport(values: SlotValue[]): void;
  onClose(): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [planned, setPlanned] = useState<{ text: string; plan: ImportPlan } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!text.trim()) return;
    let current = true;
    void readCsv(text).then((rows) => {
      if (current) setPlanned({ text, plan: planImport(rows, values) });
    });
    return () => {
      current = false;
    };
  }, [text, values]);
  // The plan of the text as it is now; none while a new text is being read.
  const plan = text.trim() && planned?.text === text ? planned.plan : null;

  const accepted = plan?.accepted.length ?? 0;
  return (
    <FormDialog
      title={TEXT.importTitle(type.slotName)}
      submitLabel={TEXT.importConfirm(accepted)}
      submitDisabled={accepted === 0 || busy}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={() => {
        if (plan && accepted > 0) onImport(plan.accepted);
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {TEXT.importHelp}
      </Typography>
      {/* The button is the control; the file input it opens is hidden (a focusable input inside a button would be
          two controls in one). */}
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
        {fileName ?? TEXT.importFile}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setFileName(file.name);
          void file.text().then(setText);
        }}
      />
      <TextInput
        id={`${id}-paste`}
        label={TEXT.importPaste}
        multiline
        minRows={3}
        maxRows={8}
        value={fileName ? '' : text}
        disabled={fileName !== null}
        onChange={(event) => setText(event.target.value)}
      />
      {plan && (
        <Box>
          <Typography role="status" sx={{ fontWeight: 'bold' }}>
            {TEXT.importPreview(plan.accepted.length, plan.rejected.length)}
          </Typography>
          {plan.rejected.length > 0 && (
            <>
              <Typography id={`${id}-rejected`} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {TEXT.rejectedRows}
              </Typography>
              <Virtuoso
                style={{ height: Math.min(200, plan.rejected.length * REJECTED_ROW_HEIGHT) }}
                data={plan.rejected}
                components={{ List: RejectedList, Item: RejectedItem }}
                itemContent={(_index, row) => (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Row {row.row}: “{row.text}” — {row.reason}
                  </Typography>
                )}
              />
            </>
          )}
        </Box>
      )}
    </FormDialog>
  );
}
