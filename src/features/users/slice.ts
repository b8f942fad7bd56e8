import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

import type { ListedUser } from './types';

/** The tenant's users as the Users page shows them (built in the users issue). */
export interface UsersState {
  list: ListedUser[];
  total: number;
  page: number;
  pageSize: number;
  request: RequestStatus;
}

export const USER_PAGE_SIZES = [5, 10, 15, 20] as const;

const initialState: UsersState = { list: [], total: 0, page: 0, pageSize: USER_PAGE_SIZES[0], request: idleRequest };

const usersSlice = createSlice({ name: 'users', initialState, reducers: {} });

export const usersReducer = usersSlice.reducer;
