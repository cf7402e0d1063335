/**
 * The theme's colours as values, for what CSS cannot reach: the browser's theme colour (a <meta> and the web
 * manifest), the favicon and the link-preview image. Read from the same content file the stylesheet imports,
 * so they change with it. Build-time only: the browser bundle never carries the file's text.
 */
import themeCss from "#app/content/theme.css?raw";

/** The `--color-*` tokens a stylesheet's @theme declares, by name ("accent-700" → the colour written there). */
export function themeTokens(css: string = themeCss): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return new Map(
    [...withoutComments.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
}

/** One token's value; a missing token is a broken theme file, so it stops the build. */
export function themeColour(name: string, tokens: Map<string, string> = themeTokens()): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`app/content/theme.css: no --color-${name}`);
  return value;
}

/** The colour browsers tint their own interface with: the accent of buttons and links. */
export const browserThemeColour = () => themeColour("accent-700");
