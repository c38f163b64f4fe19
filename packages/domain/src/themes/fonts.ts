// The fonts a theme offers, and the rich-text editor's fonts and height.
export const FONTS = ['Poppins', 'Lobster', 'Raleway'] as const;
export const DEFAULT_FONT = 'Poppins';
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const RICH_TEXT_HEIGHT = 350;
export const RICH_TEXT_FONTS = ['Arial', 'Arial Black', 'Comic Sans MS', 'Courier New'] as const;
