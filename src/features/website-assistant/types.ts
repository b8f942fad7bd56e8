export type { PublicBotColours, PublicBotSettings } from '@/contracts/website-assistant';
