import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The author's menu on a post: Edit and Delete (SPEC §2). A disclosure button opens the two
 * items; Escape or a choice closes it and focus returns to the button; a click or tap anywhere
 * outside closes it too.
 */
export function OwnerMenu({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape from anywhere (focus may have left the menu), not only from inside it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    button.current?.focus();
    action();
  };

  return (
    <div ref={root} className="relative z-10">
      <Button ref={button} variant="ghost" size="sm" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <MoreHorizontal aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </Button>
      {open ? (
        <div id={menuId} className="absolute right-0 mt-1 grid w-36 gap-1 rounded-lg border border-ink-200 bg-white p-1 shadow-lg">
          <Button ref={first} variant="ghost" size="sm" className="justify-start" onClick={choose(onEdit)}>
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Button>
          <Button variant="ghost" size="sm" className="justify-start text-danger-700 hover:text-danger-700" onClick={choose(onDelete)}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </Button>
        </div>
      ) : null}
    </div>
  );
}
