import type { Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed hooks. Selectors are written against the slices they read (`(state: { auth: AuthState }) => …`), so
 * features never import the app's root state and the dependency direction stays shared → features → app.
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch>();
export const useAppSelector: <Selected>(selector: (state: never) => Selected) => Selected = useSelector;
