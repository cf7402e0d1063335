/**
 * The site's icon as SVG, in the theme's colours: the build writes it as /favicon.svg (scripts/build/site-files.ts)
 * and `npm run images` draws the PNG icons from it (scripts/site/make-images.ts).
 */
import { themeColour, themeTokens } from "#app/lib/theme/theme-colours";

export function faviconSvg(tokens: Map<string, string> = themeTokens()): string {
  const [from, to] = [themeColour("accent-700", tokens), themeColour("accent-2-700", tokens)];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="url(#g)"/>
  <g stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".9">
    <path d="M18 22 32 32M18 42 32 32M32 32 46 22M32 32 46 42M18 22v20M46 22v20"/>
  </g>
  <g fill="#fff">
    <circle cx="18" cy="22" r="5"/><circle cx="18" cy="42" r="5"/>
    <circle cx="32" cy="32" r="6"/>
    <circle cx="46" cy="22" r="5"/><circle cx="46" cy="42" r="5"/>
  </g>
</svg>
`;
}
