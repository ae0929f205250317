import { isThemeName, type ThemeName, themes } from '@dfr/ui';
import { useEffect } from 'react';
import type { api, JsonOf } from '../api/client';
import { useRuntimeConfig } from '../api/hooks';

/** The theme names the API may send (its DFR_THEME) — the same list as @dfr/ui's `THEME_NAMES`, checked by the types. */
type ApiThemeName = JsonOf<Awaited<ReturnType<(typeof api)['config.json']['$get']>>>['theme'];
const sameNames: [ApiThemeName] extends [ThemeName] ? ([ThemeName] extends [ApiThemeName] ? true : false) : false =
  true;
void sameNames;

/** The theme a runtime configuration names: its `theme` when @dfr/ui ships one by that name, the product's otherwise. */
export function themeOf(config: { theme?: unknown } | undefined): ThemeName {
  return isThemeName(config?.theme) ? config.theme : 'dfr';
}

/**
 * The @dfr/ui theme class of this deployment, from `/config.json` (the API's DFR_THEME): one web build, any brand.
 * Also put on the document root, so the page around @dfr/ui's tree (the body's ground and text) follows the theme.
 */
export function useAppTheme(): string {
  const { data } = useRuntimeConfig();
  const theme = themes[themeOf(data)];
  useEffect(() => {
    const html = document.documentElement;
    html.classList.add(theme);
    html.dataset.theme = themeOf(data);
    return () => html.classList.remove(theme);
  }, [theme, data]);
  return theme;
}
