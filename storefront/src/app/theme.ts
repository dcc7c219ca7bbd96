// One theme for the whole shop: warm neutrals with terracotta and brass accents, a serif for
// headings and the system sans-serif for reading. Fonts are local stacks so the shop renders
// fully on a self-hosted server with no outside font service.

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors: {
    background: '#faf6f0',
    surface: '#ffffff',
    surfaceMuted: '#f3ece2',
    ink: '#2b2420',
    inkSoft: '#5e544c',
    inkMuted: '#6f655c',
    border: '#e6dccf',
    accent: '#a4582f',
    accentDark: '#8f4a26',
    accentSoft: '#f4e3d7',
    brass: '#c8a165',
    sage: '#7f8f74',
    night: '#231d19',
    onDark: '#f5ede3',
    danger: '#b23a3a',
    success: '#3f7a4f',
    overlay: 'rgba(35, 29, 25, 0.55)',
  },
  /** Soft backgrounds for tiles that sit side by side, each a little different. */
  tints: ['#f4e3d7', '#ece4d6', '#e3e8dc', '#f2e6cf', '#efe0dc', '#e4e3ea'],
  fonts: {
    heading: "'Cormorant Garamond', 'Playfair Display', Georgia, 'Times New Roman', serif",
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    display: 'clamp(2.25rem, 5vw, 3.75rem)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '72px',
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    soft: '0 4px 18px rgba(43, 36, 32, 0.08)',
    raised: '0 12px 32px rgba(43, 36, 32, 0.14)',
  },
  layout: { maxWidth: '1240px', headerHeight: '72px' },
  zIndex: { header: 50, dropdown: 60, drawer: 80, modal: 90, splash: 100, toast: 110 },
  breakpoints,
  /** Mobile-first media queries: `${theme.media.md} { ... }` applies from 768 px up. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  transition: '180ms ease',
} as const;

export type AppTheme = typeof theme;
