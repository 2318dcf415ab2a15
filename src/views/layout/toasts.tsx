import { Toaster } from 'react-hot-toast';

/** Toast durations: default 4000 ms, error 4000, success 2000, loading until replaced. */
export default function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        error: { duration: 4000 },
        success: { duration: 2000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
