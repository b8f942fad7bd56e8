import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Transition, type TransitionProps } from 'notistack';
import { cloneElement, type CSSProperties, type ReactElement, type Ref, type RefObject, useRef } from 'react';

/** How far a toast's shadow reaches beyond its box (notistack's widest: an 18 px blur, 1 px down). */
const SHADOW_PX = 24;
/** All of the toast and its shadow. */
const SHOWN = `inset(-${SHADOW_PX}px)`;
/** Nothing: the clip's top edge lowered below the toast's bottom edge and its shadow. */
const HIDDEN = `inset(calc(100% + ${SHADOW_PX}px) -${SHADOW_PX}px -${SHADOW_PX}px)`;

type Content = ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLDivElement> }>;

function durations(timeout: TransitionProps['timeout']) {
  if (typeof timeout === 'number') return { enter: timeout, exit: timeout };
  return { enter: timeout?.enter ?? 0, exit: timeout?.exit ?? 0 };
}

/**
 * The toasts' transition: each toast is revealed upwards from its bottom edge where it stands in the stack, and
 * hidden the same way back, without moving (notistack then closes its row, as before).
 *
 * notistack's own Slide, for a stack at the bottom, brings each toast in from below the screen, across every
 * toast under it, and takes a leaving toast down across them again: for a fifth of a second one toast's Dismiss
 * button lay over another's (axe's target-size check caught it on the phone's Purchase page: a 30 × 13 px target
 * left), and a toast lifted above the chat's composer or a dialog's buttons crossed them on its way. Clipped
 * in place, a toast covers only its own row from its first frame, and neither its colours (no fade) nor its size
 * (no zoom) change while it comes and goes.
 */
export function RevealInPlace({
  children,
  in: inProp,
  appear,
  timeout,
  onEnter,
  onEntered,
  onExit,
  onExited,
}: Omit<TransitionProps, 'children'> & { children: Content }) {
  const nodeRef = useRef<HTMLDivElement>(null);
  const { transitions } = useTheme();
  // Who asked for less motion sees the toast at once, and gone at once.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { enter, exit } = durations(still ? 0 : timeout);
  return (
    <Transition
      // notistack's types predate React 19's refs, which hold null until mounted.
      nodeRef={nodeRef as RefObject<HTMLDivElement>}
      in={inProp}
      appear={appear}
      timeout={still ? 0 : timeout}
      onEnter={(node, isAppearing) => {
        // The hidden clip is computed before the shown one is set: otherwise there is nothing to transition from.
        node.getBoundingClientRect();
        onEnter?.(node, isAppearing);
      }}
      onEntered={onEntered}
      onExit={onExit}
      onExited={onExited}
    >
      {(status) => {
        const shown = status === 'entering' || status === 'entered';
        return cloneElement(children, {
          ref: nodeRef,
          style: {
            ...children.props.style,
            clipPath: shown ? SHOWN : HIDDEN,
            transition: shown
              ? transitions.create('clip-path', { duration: enter, easing: transitions.easing.easeOut })
              : transitions.create('clip-path', { duration: exit, easing: transitions.easing.sharp }),
            // Gone from the accessibility tree once it has left, while its row closes.
            visibility: status === 'exited' && !inProp ? 'hidden' : undefined,
          },
        });
      }}
    </Transition>
  );
}
