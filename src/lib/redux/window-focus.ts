import { type EventChannel, eventChannel } from 'redux-saga';

import { take } from './effects';
import type { Saga } from './saga';

/** Each time the window regains focus, or its tab is shown again. */
function windowFocusRegained(): EventChannel<true> {
  return eventChannel((emit) => {
    const onFocus = () => emit(true);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
}

/**
 * While the saga runs (fork it for as long as a page is open): `reload` each time the window regains focus, so
 * that what changed meanwhile elsewhere (another tab, the provider's site) shows without a reload.
 */
export function* reloadOnFocus(reload: () => Saga): Saga {
  const channel = windowFocusRegained();
  try {
    for (;;) {
      yield* take(channel);
      yield* reload();
    }
  } finally {
    channel.close();
  }
}
