// Font stacks of fonts installed on common systems: no font download on the critical path.

export const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
export const SERIF = 'Georgia, Cambria, "Times New Roman", Times, "Liberation Serif", serif';
export const BOOK_SERIF = '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", serif';
export const HUMANIST = '"Trebuchet MS", "Segoe UI", "Lucida Grande", "Noto Sans", "Liberation Sans", sans-serif';
