import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Connection, ConnectionIntent, NewTask } from '@/contracts/connections';
import type { LoadStatus } from '@/lib/redux/request-actions';

/** The tasks page (/enabled-intents/{connectionName}) while it is open. */
export interface TasksPageState {
  connectionName: string;
  connection: Connection | null;
  status: LoadStatus;
  /** Add Task in flight, and the server's refusal. */
  adding: boolean;
  addError: string | null;
  /** Whether the Add Task dialog is open. */
  addOpen: boolean;
}

export interface ConnectionTasksState {
  page: TasksPageState | null;
}

const initialState: ConnectionTasksState = { page: null };

const findTask = (state: ConnectionTasksState, intentId: string) =>
  state.page?.connection?.intents.find((candidate) => candidate.ID === intentId);

const connectionTasksSlice = createSlice({
  name: 'connectionTasks',
  initialState,
  reducers: {
    tasksPageOpened(state, action: PayloadAction<{ connectionName: string; addOpen?: boolean }>) {
      state.page = {
        connectionName: action.payload.connectionName,
        connection: null,
        status: 'loading',
        adding: false,
        addError: null,
        addOpen: Boolean(action.payload.addOpen),
      };
    },
    tasksPageClosed(state) {
      state.page = null;
    },
    tasksRequested(state) {
      if (state.page) state.page.status = 'loading';
    },
    tasksLoaded(state, action: PayloadAction<Connection>) {
      if (state.page?.connectionName !== action.payload.connectionName) return;
      state.page.connection = action.payload;
      state.page.status = 'succeeded';
    },
    tasksFailed(state) {
      if (state.page) state.page.status = 'failed';
    },
    /** A task's switch: shown at once, and sent (the saga's `optimistic`). */
    taskSwitched(state, action: PayloadAction<{ intentId: string; enabled: boolean }>) {
      const task = findTask(state, action.payload.intentId);
      if (task) task.enabled = action.payload.enabled;
    },
    /** The server refused a switch: the task shows its state again (not sent: the saga sends `taskSwitched`). */
    taskSwitchReverted(state, action: PayloadAction<{ intentId: string; enabled: boolean }>) {
      const task = findTask(state, action.payload.intentId);
      if (task) task.enabled = action.payload.enabled;
    },
    addTaskOpened(state) {
      if (state.page) Object.assign(state.page, { addOpen: true, addError: null });
    },
    addTaskClosed(state) {
      if (state.page && !state.page.adding) state.page.addOpen = false;
    },
    taskSubmitted(state, _action: PayloadAction<NewTask>) {
      if (state.page) Object.assign(state.page, { adding: true, addError: null });
    },
    taskAdded(state, action: PayloadAction<ConnectionIntent>) {
      if (!state.page) return;
      state.page.connection?.intents.push(action.payload);
      Object.assign(state.page, { adding: false, addOpen: false });
    },
    taskRefused(state, action: PayloadAction<string>) {
      if (state.page) Object.assign(state.page, { adding: false, addError: action.payload });
    },
  },
});

export const {
  tasksPageOpened,
  tasksPageClosed,
  tasksRequested,
  tasksLoaded,
  tasksFailed,
  taskSwitched,
  taskSwitchReverted,
  addTaskOpened,
  addTaskClosed,
  taskSubmitted,
  taskAdded,
  taskRefused,
} = connectionTasksSlice.actions;
export const connectionTasksReducer = connectionTasksSlice.reducer;
