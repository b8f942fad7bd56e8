import AddCircle from '@mui/icons-material/AddCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { WidgetChart } from '../../charts/WidgetChart';
import type { WidgetConfig } from '../../preference';
import { PREVIEW_DATA } from '../../previews';
import { WIDGET_IDS, type WidgetId } from '../../types';
import { WIDGETS } from '../../widgets';
import { UsageSummary } from '../UsageSummary';

const PREVIEW_HEIGHT = 110;

/**
 * Edit mode: previews of the widgets that can be added (spec 2 §2). A widget already on the dashboard is not
 * offered again, except the configurable one, which may be added once per platform.
 */
export default function AddWidgets({
  widgets,
  onAdd,
}: {
  widgets: WidgetConfig[];
  onAdd(widgetId: WidgetId): void;
}) {
  const shown = new Set(widgets.map((widget) => widget.widgetId));
  const addable = WIDGET_IDS.filter((id) => !shown.has(id) || WIDGETS[id].configurable);
  return (
    <Box component="section" aria-labelledby="add-widgets-title" sx={{ mb: 3 }}>
      <Typography id="add-widgets-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Add widgets
      </Typography>
      {addable.length === 0 ? (
        <Typography color="text.secondary">Every widget is on the dashboard.</Typography>
      ) : (
        <Box role="list" aria-label="Widgets to add" sx={{ display: 'flex', flexWrap: 'wrap', gap: '15px' }}>
          {addable.map((id) => {
            const definition = WIDGETS[id];
            return (
              <Paper
                role="listitem"
                key={id}
                variant="outlined"
                sx={{ width: 220, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
              >
                <Typography component="h3" variant="subtitle2" noWrap title={definition.title}>
                  {definition.title}
                </Typography>
                <Box
                  sx={{ height: PREVIEW_HEIGHT, position: 'relative', minWidth: 0, overflow: 'hidden' }}
                  aria-hidden
                >
                  {definition.chart === 'summary' ? (
                    <UsageSummary data={PREVIEW_DATA[id]} preview />
                  ) : (
                    <WidgetChart definition={definition} data={PREVIEW_DATA[id]} preview />
                  )}
                </Box>
                <Button
                  size="small"
                  startIcon={<AddCircle />}
                  onClick={() => onAdd(id)}
                  aria-label={`Add ${definition.title}`}
                >
                  Add
                </Button>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
