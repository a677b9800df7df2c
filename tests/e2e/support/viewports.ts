// The two widths every public page and staff screen is checked at: a small phone and a desktop.
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };
