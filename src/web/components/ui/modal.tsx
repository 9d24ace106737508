import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  open: boolean;
  /** Called when the dialog closes for any reason (Escape included). */
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus and closes it on Escape. Its content
 * mounts only while open (a form starts fresh each time); on opening, the element marked
 * data-autofocus (else the first field or button) takes focus, and on closing focus goes
 * back to whatever opened it.
 */
export function Modal({ open, onClose, title, children }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const target = element.querySelector<HTMLElement>(
      '[data-autofocus], input:not([type="hidden"]), textarea, select, button',
    );
    // The dialog may turn visible a frame later (a CSS transition of its visibility, even
    // one cut short for readers who ask for reduced motion): try again until it takes focus.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      target?.focus();
      if (target && document.activeElement !== target && tries++ < 30)
        frame = requestAnimationFrame(focus);
    };
    focus();
    return () => {
      cancelAnimationFrame(frame);
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} className="modal" onClose={onClose}>
      {open ? (
        <div className="modal-box max-h-[90dvh] w-11/12 max-w-2xl">
          <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-primary">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
