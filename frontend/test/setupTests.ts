import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

/*
 * Speed and robustness of the unit tests (issue 7, item 1).
 *
 * A findBy or waitFor gives up only after 15 s: a loaded machine (a newcomer's laptop, CI
 * next to other jobs) must not fail a correct test. On an idle machine the waits end in
 * milliseconds; the limit only bounds how long a broken test takes to fail. Jest's own
 * per-test limit (jest.config.js) is above it, so a slow wait reports its real cause.
 */
// (From @testing-library/dom, the config @testing-library/react extends: importing the
// latter here would load react-dom into every test file, the pure-logic ones too.)
configure({ asyncUtilTimeout: 15_000 });

/*
 * The app's theme, without motion: no transitions and no ripples. Each transition is a
 * timer (225 ms per menu, dialog or toast) that tests would wait on, and each ripple adds
 * and removes DOM nodes and keyframe rules on every click; jsdom then recomputes styles
 * (getComputedStyle walks every emotion rule) for the next role query. What the tests
 * assert (content, roles, state, navigation) is unchanged.
 */
jest.mock('@/app/theme', () => {
  const actual = jest.requireActual<typeof import('@/app/theme')>('@/app/theme');
  return {
    ...actual,
    createAppTheme: (...args: Parameters<typeof actual.createAppTheme>) => {
      const theme = actual.createAppTheme(...args);
      theme.transitions.create = () => 'none';
      for (const key of Object.keys(theme.transitions.duration) as (keyof typeof theme.transitions.duration)[]) {
        theme.transitions.duration[key] = 0;
      }
      theme.components = {
        ...theme.components,
        MuiButtonBase: {
          ...theme.components?.MuiButtonBase,
          defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
        },
      };
      return theme;
    },
  };
});

// jsdom has no matchMedia; MUI's useMediaQuery and the theme's "system" mode need it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  // A test that switched to jest's clock does not leave it to the next one.
  jest.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
