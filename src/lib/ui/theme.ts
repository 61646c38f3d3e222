/**
 * Theme state lives on <html> (class "light" or "dark") and, once the visitor chooses,
 * in localStorage under THEME_STORAGE_KEY. The inline script in the document head applies
 * it before first paint; these helpers keep it in step afterwards.
 */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

export function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}

export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  setTheme(next);
  return next;
}

/**
 * The script inlined in <head>: runs before paint so the first frame has the right theme, and,
 * while the visitor has not chosen one, follows the system setting live (a stored choice is
 * simply applied again). It also marks a device that is not Apple's (`data-keys="ctrl"` on
 * <html>), so that shortcut labels say "Ctrl K" there and "⌘K" on a Mac, from the first frame.
 * Kept as a string built from the constants above so there is one source of truth; the
 * production server allows it by its hash under the Content-Security-Policy.
 */
export const themeInitScript = `(function(){try{var k=${JSON.stringify(
  THEME_STORAGE_KEY,
)},m=matchMedia("(prefers-color-scheme: dark)"),r=document.documentElement;function a(){var s=null;try{s=localStorage.getItem(k)}catch(e){}var t=s==="light"||s==="dark"?s:(m.matches?"dark":"light");r.classList.remove(t==="dark"?"light":"dark");r.classList.add(t);r.style.colorScheme=t}a();m.addEventListener("change",a);if(!/Mac|iP(hone|ad|od)/.test(navigator.platform||navigator.userAgent))r.dataset.keys="ctrl"}catch(e){}})();`;
