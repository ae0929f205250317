import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
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

function Arrived({ onArrive }: { onArrive: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the real control has mounted
  useEffect(onArrive, []);
  return null;
}

/**
 * A top-bar control whose overlay (a menu, a popover dialog) is not needed for the first screen: its stand-in (the
 * same trigger button, drawn the same way) is shown at once, and the real control's code is loaded when the browser
 * is idle, or at once when the stand-in is pressed. A press before the code has arrived opens the overlay as soon as
 * it has; the focus moves to the real trigger first, so Escape returns it there (docs/performance.md, issue 30).
 */
export function DeferredOverlay({
  Real,
  standIn,
}: {
  Real: LazyExoticComponent<ComponentType<OpenState>>;
  /** The trigger as it looks before the code has arrived; `open` loads the code and opens the overlay. */
  standIn: (open: () => void) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const pressed = useRef(false);
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const open = () => {
    pressed.current = true;
    setWanted(true);
  };
  const fallback = (
    <span
      ref={box}
      className={contents}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
    >
      {standIn(open)}
    </span>
  );
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
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
    </Suspense>
  );
}
