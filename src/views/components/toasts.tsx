import { Toaster } from 'react-hot-toast';

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
