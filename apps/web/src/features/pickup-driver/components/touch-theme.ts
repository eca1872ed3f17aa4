import type { ThemeConfig } from 'antd';

/**
 * The driver's pages are used with a thumb: every control is at least 44 px tall (a button of
 * any size, an input, a select). An input's text box sits inside a 1 px border, so the default
 * height is 48: the box itself is then 46 px.
 */
export const touchTheme: ThemeConfig = {
  token: { controlHeight: 48, controlHeightSM: 44, controlHeightLG: 52 },
};
