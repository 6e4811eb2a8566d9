import type { BrandCode } from '../../platform/brand';

/** Brand marks drawn inline, so the header never waits for an image. */
export function LogoMark({ brand, size = 32 }: { brand: BrandCode; size?: number }) {
  if (brand === 'WA') {
    return (
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M6 22c-3-6 1-15 9-16 7-1 12 4 11 10-1 5-6 8-10 7-4-1-5-5-3-8 2-2 5-1 5 1"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="18" cy="17" r="3.2" fill="var(--cta)" stroke="var(--text)" strokeWidth="1" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--primary)" />
      <path d="M7 16.2 24.5 8.5l-4.3 15.4-4.6-4.7-3.4 3.1.4-4.9z" fill="#fff" />
      <path d="m12.6 17.4 11.9-8.9-8.9 10.7" fill="none" stroke="var(--primary)" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}
