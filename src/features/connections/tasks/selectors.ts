import type { ConnectionTasksState } from './slice';

type WithConnectionTasks = { connectionTasks: ConnectionTasksState };

/** The open tasks page, or null. */
export const selectTasksPage = (state: WithConnectionTasks) => state.connectionTasks.page;
