export type {
  BotStatus,
  Connection,
  ConnectionIntent,
  ConnectorArea,
  FallbackIntent,
  TaskSlot,
} from '@/contracts/connections';
