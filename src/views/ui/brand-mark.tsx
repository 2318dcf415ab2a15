export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="4" fill="#d9bf8c" />
      <path
        d="M16 6c3 3.2 4.5 6.6 4.5 10S19 22.8 16 26c-3-3.2-4.5-6.6-4.5-10S13 9.2 16 6Zm-8 8c3 .6 5.2 2.2 6.5 4.6M24 14c-3 .6-5.2 2.2-6.5 4.6M6 24h20"
        fill="none"
        stroke="#0d1b36"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
