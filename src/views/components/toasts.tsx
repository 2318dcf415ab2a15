import { Toaster } from 'react-hot-toast';

// react-hot-toast's own durations are the site's: 4000 ms, success 2000 ms, loading until replaced.
export default function Toasts() {
  return <Toaster position="top-center" />;
}
