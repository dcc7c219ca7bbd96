import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Category } from '../lib/constants/categories';

// Simple line drawings, one per category, so tiles and banners have a picture even before
// the catalogue's photographs are loaded (or on a shop that has not added any yet).
const drawings: Record<Category, ReactNode> = {
  Mirrors: (
    <>
      <path d="M30 92V46a20 20 0 0 1 40 0v46" />
      <path d="M36 92V47a14 14 0 0 1 28 0v45" opacity="0.5" />
      <path d="M24 92h52" />
      <path d="M44 40l8-6M42 50l14-11" opacity="0.6" />
    </>
  ),
  'Table Decor': (
    <>
      <path d="M40 88c-8-4-10-16-6-26s4-18 2-24h28c-2 6-2 14 2 24s2 22-6 26Z" />
      <path d="M42 38c0-6 16-6 16 0" />
      <path d="M50 36c-2-10 4-18 10-22M50 36c-4-8-10-12-16-12" />
      <path d="M26 88h48" />
    </>
  ),
  Tables: (
    <>
      <ellipse cx="50" cy="42" rx="32" ry="8" />
      <path d="M22 44l6 46M78 44l-6 46M38 50l-2 40M62 50l2 40" />
      <path d="M26 74h48" opacity="0.5" />
    </>
  ),
  'Wall Art': (
    <>
      <rect x="20" y="22" width="60" height="56" rx="2" />
      <rect x="27" y="29" width="46" height="42" opacity="0.5" />
      <path d="M27 64l14-16 10 10 8-8 14 14" />
      <circle cx="60" cy="40" r="4" />
    </>
  ),
  'Wall Shelves': (
    <>
      <path d="M18 40h64M18 68h64" />
      <path d="M24 40v6M76 40v6M24 68v6M76 68v6" opacity="0.6" />
      <rect x="26" y="22" width="8" height="18" />
      <rect x="36" y="26" width="7" height="14" />
      <path d="M58 40c0-10 14-10 14 0" />
      <rect x="30" y="54" width="20" height="14" rx="2" />
      <path d="M62 68V52l8 16" />
    </>
  ),
  'Table Top': (
    <>
      <path d="M34 48l8-26h16l8 26Z" />
      <path d="M50 48v30" />
      <path d="M38 80h24" />
      <path d="M44 30h12" opacity="0.5" />
    </>
  ),
};

const Drawing = styled.svg`
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.accentDark};
`;

interface CategoryArtProps {
  category: Category;
  className?: string;
}

export function CategoryArt({ category, className }: CategoryArtProps) {
  return (
    <Drawing
      className={className}
      viewBox="0 0 100 100"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[category]}
    </Drawing>
  );
}
