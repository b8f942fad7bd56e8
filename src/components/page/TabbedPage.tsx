import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';

export interface PageTab {
  /** The tab's id in the address (`?tab=colors`): short, stable, lower case. */
  id: string;
  label: string;
  content: ReactNode;
}

/** The address's query parameter that names the open tab. */
export const TAB_PARAMETER = 'tab';

/**
 * A page in tabs whose open tab is part of the address (`?tab=<id>`): Back returns to the previous tab, a reload
 * or a shared link opens the same one. An unknown or missing id opens the first tab. Only the open tab's content
 * is rendered. `onLeave` may refuse a change of tab (e.g. unsaved changes the user chose to keep).
 */
export function TabbedPage({
  label,
  tabs,
  onLeave,
}: {
  /** What the tab list is for, for assistive technology (e.g. "Website assistant settings"). */
  label: string;
  tabs: readonly PageTab[];
  onLeave?: (from: string, to: string) => boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const idPrefix = useId();
  const requested = search.get(TAB_PARAMETER);
  const open = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  if (!open) return null;
  const select = (id: string) => {
    if (id === open.id || (onLeave && !onLeave(open.id, id))) return;
    const next = new URLSearchParams(search);
    next.set(TAB_PARAMETER, id);
    setSearch(next);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Tabs
        value={open.id}
        onChange={(_event, id: string) => select(id)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.id}`}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${open.id}`}
        aria-labelledby={`${idPrefix}-tab-${open.id}`}
        sx={{ minWidth: 0 }}
      >
        {open.content}
      </Box>
    </Box>
  );
}
