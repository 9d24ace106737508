import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST } from '../../../shared/constants.ts';

/** Loaded on the first toast only (see lib/notify.ts). */
export default function AppToastContainer() {
  return (
    <ToastContainer
      autoClose={TOAST.autoClose}
      position={TOAST.position}
      // Dragged away with a mouse too: the library's default, 'touch', leaves a mouse
      // (and a pen) only the close button.
      draggable
      draggablePercent={TOAST.draggablePercent}
    />
  );
}
