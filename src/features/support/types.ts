// The bug report's wire shapes live in @/contracts/support (the emulator implements the same operation).
export type { BugReport, BugReportContext } from '@/contracts/support';
