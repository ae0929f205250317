import { type ReactNode, useId, useRef } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: () => ReactNode;
}

/** WAI-ARIA tabs with arrow-key movement (a thin stand-in until @dfr/ui's Tabs is used here). */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = items.find((i) => i.id === selected) ?? items[0];
  const move = (delta: number) => {
    const index = items.findIndex((i) => i.id === current.id);
    const next = items[(index + delta + items.length) % items.length];
    onSelect(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <div className="dfr-tabs">
      <div role="tablist" aria-label={label} className="dfr-tablist">
        {items.map((item) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[item.id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === current.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === current.id ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              else if (e.key === 'ArrowLeft') move(-1);
              else if (e.key === 'Home') move(-items.findIndex((i) => i.id === current.id));
              else if (e.key === 'End') move(items.length - 1 - items.findIndex((i) => i.id === current.id));
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
        {current.content()}
      </div>
    </div>
  );
}
