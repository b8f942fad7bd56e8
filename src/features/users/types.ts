// The users wire contract lives in @/contracts (the emulator implements the same shapes).
export type * from '@/contracts/users';

/** A row of the user list (spec 1 §3 "Listed user row"). */
export interface ListedUser {
  id: string;
  name: string;
  tenant: string;
  company: string;
  email: string;
  nickname: string;
  role: string;
  status: string;
  picture: string;
}
