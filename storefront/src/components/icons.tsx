import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// Line icons drawn on a 24-unit grid in the current text colour. They are decorative: the
// control around an icon carries the accessible name. These are the header's, in the first
// download; the screens' own icons are in screenIcons.tsx.
export function makeIcon(paths: ReactNode) {
  return function Icon({ size = 22, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const BagIcon = makeIcon(
  <>
    <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </>,
);

export const UserIcon = makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const MenuIcon = makeIcon(<path d="M4 7h16M4 12h16M4 17h10" />);

export const CloseIcon = makeIcon(<path d="M6 6l12 12M18 6 6 18" />);

export const ChevronDownIcon = makeIcon(<path d="m6 9 6 6 6-6" />);
