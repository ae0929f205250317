import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a panel (disclosure pattern): Escape or a click outside closes it and focus returns to
 * the button. Used by the entity switcher, notifications and the user menu in the top bar.
 */
export function Popover({
  label,
  buttonContent,
  children,
  align = 'end',
  buttonClassName = 'btn btn-ghost',
}: {
  label: string;
  buttonContent: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="pop" ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {buttonContent}
      </button>
      {open ? (
        <div id={id} className={`pop-panel${align === 'start' ? ' start' : ''}`}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
