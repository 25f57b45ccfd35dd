/** The centre's mark: a drop of blood inside a cross, drawn inline so it costs no request. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#fff" />
      <path d="M15 5h10v10h10v10H25v10H15V25H5V15h10z" fill="#0b6b8a" />
      <path d="M20 11c-3 4.3-4.5 7-4.5 9a4.5 4.5 0 0 0 9 0c0-2-1.5-4.7-4.5-9z" fill="#e63946" />
    </svg>
  );
}
