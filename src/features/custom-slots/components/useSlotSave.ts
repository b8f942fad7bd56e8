import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import type { CustomSlotsState, SaveRequestId } from '../slice';

type Requested<Payload> = (payload: Payload & SaveRequestId) => {
  type: string;
  payload: Payload & SaveRequestId;
};

/**
 * Sends a save and follows it to its end: `busy` until it settles, then `onSaved` (a form clears what it sent);
 * a failure leaves the form as it was, to correct and send again (the toast says why).
 */
export function useSlotSave<Payload>(requested: Requested<Payload>, onSaved?: () => void) {
  const dispatch = useAppDispatch();
  const [requestId, setRequestId] = useState<string | null>(null);
  const outcome = useAppSelector((state: { customSlots: CustomSlotsState }) =>
    requestId ? state.customSlots.outcomes[requestId] : undefined,
  );
  // Adjusted while rendering, not in an effect: the form resets in the same render that learns of the outcome.
  if (requestId !== null && outcome !== undefined) {
    setRequestId(null);
    if (outcome === 'saved') onSaved?.();
  }

  const send = useCallback(
    (payload: Payload) => {
      const id = nanoid();
      setRequestId(id);
      dispatch(requested({ ...payload, requestId: id }));
    },
    [dispatch, requested],
  );
  return { send, busy: requestId !== null };
}
