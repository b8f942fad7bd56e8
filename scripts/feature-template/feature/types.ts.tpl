export type { __Pascal__Item } from '@/contracts/__name__';
