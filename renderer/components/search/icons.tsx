/** The search box's icons (inline SVG paths, 24x24). */
export const Icon = ({ d, size = 18 }: { d: string; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);
export const SEARCH = 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';
export const CLEAR = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm3.5 5.1L12 10.6 8.5 7.1 7.1 8.5l3.5 3.5-3.5 3.5 1.4 1.4 3.5-3.5 3.5 3.5 1.4-1.4-3.5-3.5 3.5-3.5-1.4-1.4z';
export const PAGE = 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13h8v2H8v-2zm0 4h8v2H8v-2z';
export const HASH = 'M9.6 3h2l-.8 5h4l.8-5h2l-.8 5H20v2h-3.5l-.6 4H19v2h-3.4l-.8 5h-2l.8-5h-4l-.8 5h-2l.8-5H4v-2h3.5l.6-4H5V8h3.4l.8-5zm1 7-.6 4h4l.6-4h-4z';
export const ENTER = 'M19 6h2v7a3 3 0 0 1-3 3H8.8l3.1 3.1-1.4 1.4L5 15l5.5-5.5 1.4 1.4L8.8 14H18a1 1 0 0 0 1-1V6z';
