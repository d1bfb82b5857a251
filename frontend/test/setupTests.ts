import '@testing-library/jest-dom';

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
  window.localStorage.clear();
  window.sessionStorage.clear();
});
