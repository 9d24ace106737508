import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it } from 'vitest';
import AppToastContainer from './toast-container.tsx';

afterEach(() => {
  act(() => toast.dismiss());
});

/** Drags the toast sideways with a pointer of this kind, as a person would. */
function drag(element: Element, pointerType: 'mouse' | 'touch' | 'pen') {
  fireEvent.pointerDown(element, { pointerType, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(document, { pointerType, clientX: 300, clientY: 10 });
  fireEvent.pointerUp(document, { pointerType, clientX: 300, clientY: 10 });
}

describe('the toasts', () => {
  it.each(['mouse', 'touch', 'pen'] as const)(
    'are dismissed by dragging with a %s',
    async (pointer) => {
      render(<AppToastContainer />);
      act(() => {
        toast.success('Saved');
      });
      const shown = await screen.findByText('Saved');
      const card = shown.closest('.Toastify__toast')!;
      expect(card).toBeInTheDocument();
      drag(card, pointer);
      // Dragged far enough, the toast leaves (its exit animation, then it is gone).
      await waitFor(() => expect(card).toHaveClass('Toastify--animate'));
      fireEvent.animationEnd(card);
      await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    },
  );
});
