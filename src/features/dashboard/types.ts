// The dashboard's wire contract lives in @/contracts/dashboard (the emulator implements the same shapes).
export * from '@/contracts/dashboard';
