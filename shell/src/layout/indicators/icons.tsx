import type { ReactNode } from 'react';

// The header's icons, drawn inline: no icon font, no request, and they take currentColor.

function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const HeartIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M23 5c-2.8 0-5.3 1.6-7 3.9C14.3 6.6 11.8 5 9 5 4.9 5 2 8.3 2 12.3 2 20 16 28 16 28s14-8 14-15.7C30 8.3 27.1 5 23 5z" />
  </Icon>
);

export const PersonIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="16" cy="10" r="6" />
    <path d="M4 29c0-6.6 5.4-11 12-11s12 4.4 12 11" />
  </Icon>
);

export const CartIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M2 4h5l3.5 16h15L29 9H9" />
    <circle cx="12" cy="26" r="2" fill="currentColor" />
    <circle cx="24" cy="26" r="2" fill="currentColor" />
  </Icon>
);

export const CarIcon = ({ size = 24 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 21v-5l3-7c.5-1.2 1.5-2 2.8-2h12.4c1.3 0 2.3.8 2.8 2l3 7v5" />
    <path d="M3 16h26v7H3z" />
    <path d="M6 23v3h4v-3M22 23v3h4v-3" />
    <circle cx="8.5" cy="19.5" r="1" fill="currentColor" />
    <circle cx="23.5" cy="19.5" r="1" fill="currentColor" />
  </Icon>
);

export const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="13.5" cy="13.5" r="9.5" />
    <path d="M20.5 20.5L29 29" />
  </Icon>
);

export const CloseIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 6l20 20M26 6L6 26" strokeWidth="3" />
  </Icon>
);

export const MenuIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 8h24M4 16h24M4 24h24" strokeWidth="2.5" />
  </Icon>
);

export const PhoneIcon = ({ size = 32 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 3l4 7-3 3c1.6 3.6 5.4 7.4 9 9l3-3 7 4-2 5c-12 1-24-11-23-23z" />
  </Icon>
);

/** Points to the inline start: mirrored in right-to-left pages by its CSS. */
export const BackIcon = ({ size = 16 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M20 5L9 16l11 11" strokeWidth="3" />
  </Icon>
);

export const ForwardIcon = ({ size = 14 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 5l11 11-11 11" strokeWidth="3" />
  </Icon>
);
