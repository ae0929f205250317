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

/** Runs `fn` once the browser is idle after the first screen (or after 1.5 s at the latest). */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
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
 * same trigger button, drawn the same way) is shown at once, and the real control's code is loaded when the browser
 * is idle, or at once when the stand-in is pressed. A press before the code has arrived opens the overlay as soon as
 * it has; the focus moves to the real trigger first, so Escape returns it there (docs/performance.md, issue 30). If the
 * code cannot be fetched, the stand-in stays and the next press tries again.
 */
export function DeferredOverlay({
  load,
  standIn,
}: {
  /** The real control's code (a dynamic import). */
  load: () => Promise<ComponentType<OpenState>>;
  /** The trigger as it looks before the code has arrived; `open` loads the code and opens the overlay. */
  standIn: (open: () => void) => ReactNode;
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
  useEffect(() => whenIdle(fetchCode), [fetchCode]);
  const open = () => {
    pressed.current = true;
    fetchCode();
  };
  if (!Real)
    return (
      <StandIn focused={focused} box={box}>
        {standIn(open)}
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
