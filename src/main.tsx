// The app, started by the boot script (src/boot.ts, decision 0018), in steps that each take a task
// of their own, so a phone's main thread is never held long: React DOM (a chunk of its own, the
// largest library), then the other libraries with the app (src/start.tsx).
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve));
await import('./start');
