import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ComponentType, lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';

import type { DemoTab, DemoTabProps, EmulatorModule } from '../module';
import { emulatorModules } from '../modules';
import type { EmulatorContext } from '../types';

import { FailuresTab } from './FailuresTab';

/** The outbox's message count (the messages are appended in place, so the count tells React of a change). */
function useOutboxCount(context: EmulatorContext) {
  return useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.outbox.messages.length,
  );
}

interface TabOfPanel {
  label: string;
  order: number;
  Panels: ComponentType<DemoTabProps>[];
}

/** The tabs: the modules' tabs, those of one label merged (their panels one after another), in order. */
function demoTabs(): TabOfPanel[] {
  const core: DemoTab[] = [
    { label: 'Simulate failures', loadPanel: () => Promise.resolve(FailuresTab), order: 30 },
  ];
  const modules: readonly EmulatorModule[] = emulatorModules;
  const declared = [...core, ...modules.flatMap((module) => (module.demoTab ? [module.demoTab] : []))];
  const tabs = new Map<string, TabOfPanel>();
  for (const { label, loadPanel, order = 100 } of declared) {
    const tab = tabs.get(label) ?? { label, order, Panels: [] };
    tab.Panels.push(lazy(() => loadPanel().then((Panel) => ({ default: Panel }))));
    tab.order = Math.min(tab.order, order);
    tabs.set(label, tab);
  }
  return [...tabs.values()].sort((a, b) => a.order - b.order);
}

/**
 * The demo's window onto its emulated cloud: the outbox of codes that would be e-mailed or texted, demo
 * accounts, simulated failures and a reset. Rendered only when the cloud is emulated.
 */
export function DemoPanel({ context }: { context: EmulatorContext }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(0);
  const [seenCount, setSeenCount] = useState(0);
  const [, setRevision] = useState(0);
  const tabs = useMemo(() => demoTabs(), []);
  const redraw = () => setRevision((revision) => revision + 1);
  const sent = useOutboxCount(context);
  const unseen = Math.max(0, sent - seenCount);
  const show = () => {
    setOpen(true);
    setSeenCount(sent);
  };
  return (
    <>
      {/* Above the docked navigation it floats over (like the top bar), under drawers and dialogs. */}
      <Box
        data-toast-keep-clear=""
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Badge badgeContent={unseen} color="secondary">
          <Fab variant="extended" size="medium" color="primary" onClick={show} aria-label="Demo outbox">
            <ScienceOutlined sx={{ mr: 1 }} />
            Demo
          </Fab>
        </Badge>
      </Box>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="demo-panel-title"
      >
        <DialogTitle id="demo-panel-title">Demo cloud</DialogTitle>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ px: 3 }}>
          {tabs.map(({ label }) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <DialogContent dividers sx={{ minHeight: 240 }}>
          <Suspense fallback={<CircularProgress aria-label="Loading the tab" />}>
            {tabs[tab]?.Panels.map((Panel, index) => (
              <Panel key={index} context={context} onChange={redraw} />
            ))}
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            onClick={() => {
              if (!window.confirm('Reset the demo data? Everything you changed in the demo is lost.')) return;
              void context.db.reset().then(() => window.location.reload());
            }}
          >
            Reset demo data
          </Button>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
