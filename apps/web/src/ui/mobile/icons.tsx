import type { ReactNode, SVGProps } from 'react';

/**
 * Compact line icons for the mobile areas (24×24, stroke = currentColor, 1em). Hand-drawn paths keep the
 * initial JS of the mobile home pages small (the icon set of antd-mobile-icons is several times larger).
 */
function icon(paths: ReactNode) {
  return function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const HomeIcon = icon(<path d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" />);
export const CategoryIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </>,
);
export const CartIcon = icon(
  <>
    <path d="M2.5 4h2.6l2.2 11h11.4l2-8H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);
export const OrderIcon = icon(
  <>
    <rect x="4.5" y="3" width="15" height="18" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20.5 20.5-4.5-4.5" />
  </>,
);
export const FileIcon = icon(
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8l-5-5Z" />
    <path d="M14 3v5h5M8.5 13h7M8.5 17h5" />
  </>,
);
export const WrenchIcon = icon(
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.5 17.2a2 2 0 0 0 2.8 2.8l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.5-.4-.4-2.5 3-2.2Z" />,
);
export const ShieldIcon = icon(
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8 7.5 9.5 4.3-1.5 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </>,
);
export const BoltIcon = icon(<path d="M13 2.5 4.5 13.5h6.5l-1 8 8.5-11h-6.5l1-8Z" />);
export const DropIcon = icon(
  <>
    <path d="M12 3c3.5 4.3 6 7.6 6 10.6a6 6 0 0 1-12 0C6 10.6 8.5 7.3 12 3Z" />
    <path d="M9.5 14.5a2.6 2.6 0 0 0 2.5 2.3" />
  </>,
);
export const ChipIcon = icon(
  <>
    <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />
    <path d="M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21" />
  </>,
);
export const GaugeIcon = icon(
  <>
    <path d="M4 17a8 8 0 1 1 16 0" />
    <path d="m12 17 3.5-5M4 17h16" />
  </>,
);
export const ListIcon = icon(<path d="M8.5 6H20M8.5 12H20M8.5 18H20M4 6h.01M4 12h.01M4 18h.01" />);
export const TeamIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19.5c0-3.4 2.7-5.5 6-5.5s6 2.1 6 5.5" />
    <path d="M15.5 5.2a3.2 3.2 0 0 1 0 5.9M17.5 14.3c2 .6 3.5 2.4 3.5 5.2" />
  </>,
);
export const LocationIcon = icon(
  <>
    <path d="M12 21s7-6.1 7-11.5a7 7 0 0 0-14 0C5 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const TruckIcon = icon(
  <>
    <path d="M2.5 6h11v10h-11zM13.5 10h4l3 3.2V16h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.3 12.2 2.5 2.5 4.9-5" />
  </>,
);
export const QuestionIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.6M12 17h.01" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);
export const RightIcon = icon(<path d="m9 5 7 7-7 7" />);

/** A light line illustration for empty states (an open box). */
export function EmptyBoxArt() {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" fill="none" aria-hidden>
      <ellipse cx="48" cy="64" rx="34" ry="5" fill="#f0f1f3" />
      <path d="M20 30 48 20l28 10v24L48 64 20 54V30Z" fill="#fafafa" stroke="#d4d7dc" strokeWidth="1.6" />
      <path d="M20 30 48 40l28-10M48 40v24" stroke="#d4d7dc" strokeWidth="1.6" />
      <path
        d="M20 30 12 40l28 10 8-10M76 30l8 10-28 10-8-10"
        fill="#fff"
        stroke="#d4d7dc"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M40 8l2 5M56 8l-2 5M48 5v6"
        stroke="#e4393c"
        strokeWidth="1.6"
        strokeLinecap="round"
        opacity=".55"
      />
    </svg>
  );
}
