import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { contents } from './shell.css';

/** The open state a deferred control's real component takes (controlled, so a press on its stand-in can open it). */
export interface OpenState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * What a stand-in trigger passes to its button: a press fetches the code and opens the overlay, the pointer over it
 * fetches the code ahead. (Not the focus: react-aria then loses where to return the focus when the overlay closes.)
 */
export interface StandInHandlers {
  onPressStart: () => void;
  onPress: () => void;
  onHoverStart: () => void;
}

/** The stand-in; when it goes (the real control has arrived) it notes whether it had the keyboard focus. */
function StandIn({
  focused,
  box,
  children,
}: {
  focused: RefObject<boolean>;
  box: RefObject<HTMLSpanElement | null>;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      focused.current = !!element?.contains(document.activeElement);
    };
  }, [box, focused]);
  return (
    <span ref={box} className={contents}>
      {children}
    </span>
  );
}

function Arrived({ onArrive }: { onArrive: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the real control has mounted
  useEffect(onArrive, []);
  return null;
}

/**
 * A top-bar control whose overlay (a menu, a popover dialog) is not needed for the first screen: its stand-in (the
 * same trigger button, drawn the same way) is shown at once, and the real control's code is fetched when the user
 * reaches for it (pointer over it) or presses it (Enter, Space, a click or a tap). A press before the code has arrived opens the
 * overlay as soon as it has; the focus moves to the real trigger first, so Escape returns it there (docs/performance.md, issue 30). If the
 * code cannot be fetched, the stand-in stays and the next press tries again.
 */
export function DeferredOverlay({
  load,
  standIn,
}: {
  /** The real control's code (a dynamic import). */
  load: () => Promise<ComponentType<OpenState>>;
  /** The trigger as it looks before the code has arrived, given the handlers that fetch the code (and open it). */
  standIn: (handlers: StandInHandlers) => ReactNode;
}) {
  const [Real, setReal] = useState<ComponentType<OpenState> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const loading = useRef(false);
  const pressed = useRef(false);
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const fetchCode = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setReal(() => component),
      () => {
        loading.current = false;
        pressed.current = false;
      },
    );
  }, [load]);
  // The press counts from its start (pointer down, key down): the pointer passing over fetches the code, and when it
  // arrived between the button going down and coming up, the stand-in that took the down was gone before the up, so
  // neither button saw a whole press and the click was lost (a fresh-clone e2e run, 2026-11-28).
  const press = () => {
    pressed.current = true;
    fetchCode();
  };
  const handlers: StandInHandlers = { onPressStart: press, onPress: press, onHoverStart: fetchCode };
  if (!Real)
    return (
      <StandIn focused={focused} box={box}>
        {standIn(handlers)}
      </StandIn>
    );
  return (
    <span ref={box} className={contents}>
      <Real isOpen={isOpen} onOpenChange={setOpen} />
      <Arrived
        onArrive={() => {
          if (focused.current || pressed.current) box.current?.querySelector('button')?.focus();
          focused.current = false;
          if (pressed.current) setOpen(true);
          pressed.current = false;
        }}
      />
    </span>
  );
}
