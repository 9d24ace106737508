import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST } from '../../../shared/constants.ts';

/** Loaded on the first toast only (see lib/notify.ts). */
export default function AppToastContainer() {
  return (
    <ToastContainer
      autoClose={TOAST.autoClose}
      position={TOAST.position}
      draggablePercent={TOAST.draggablePercent}
    />
  );
}
