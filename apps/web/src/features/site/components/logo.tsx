/** The ACF Express wordmark, drawn inline (no request, crisp at any size). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 184 40"
      width="184"
      height="40"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="4" width="32" height="32" rx="6" fill="#c8102e" />
      <path
        d="M8 27 L16 11 L24 27 M11.5 21 H20.5"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinejoin="round"
      />
      {/* One text, "ACF EXPRESS", so the words read as the links' names say (WCAG 2.5.3). */}
      <text x="40" y="25" fontFamily="Arial, Helvetica, sans-serif" fontSize="20">
        <tspan fontWeight="800" fill="#c8102e">
          {'ACF '}
        </tspan>
        <tspan x="83" fontWeight="700" fill="#1f2329">
          EXPRESS
        </tspan>
      </text>
      <rect x="40" y="30" width="132" height="3" fill="#c8102e" opacity="0.85" />
    </svg>
  );
}
