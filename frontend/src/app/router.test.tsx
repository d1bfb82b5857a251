/**
 * preloadRoute (router.tsx): the chunks of the screen a first visit will show start
 * loading at once, and only those. Each lazy module is replaced by a stub that records
 * being loaded (a dynamic import runs the module factory when it starts).
 */
const loaded: string[] = [];

function stub(name: string, exports: string[]) {
  loaded.push(name);
  const component = () => null;
  return Object.fromEntries([['default', component], ...exports.map((key) => [key, component])]);
}

jest.mock('./layout/AppLayout', () => stub('AppLayout', ['AppLayout']));
jest.mock('./layout/PublicLayout', () => stub('PublicLayout', ['PublicLayout']));
jest.mock('@/features/home/HomePage', () => stub('HomePage', []));
jest.mock('@/features/auth/pages/SignInPage', () => stub('SignInPage', []));
jest.mock('@/features/billing/pages', () => stub('billing', ['PricingPage', 'PaymentSuccessPage', 'PaymentCancelPage']));
jest.mock('@/components/ErrorPage', () => stub('ErrorPage', ['ForbiddenPage', 'NotFoundPage']));

async function preloaded(pathname: string, signedIn: boolean): Promise<string[]> {
  loaded.length = 0;
  jest.resetModules();
  const { preloadRoute } = await import('./router');
  await preloadRoute(pathname, { signedIn });
  return [...loaded].sort();
}

describe('preloadRoute', () => {
  it('loads the member layout and the home screen together for a member at /', async () => {
    expect(await preloaded('/', true)).toEqual(['AppLayout', 'HomePage']);
  });

  it('sends a visitor at / for the sign-in screen instead, as the guard will', async () => {
    expect(await preloaded('/', false)).toEqual(['PublicLayout', 'SignInPage']);
  });

  it('loads the public layout and sign-in screen for /sign-in', async () => {
    expect(await preloaded('/sign-in', false)).toEqual(['PublicLayout', 'SignInPage']);
  });

  it('sends a member at /sign-in for the home screen instead, as the guard will', async () => {
    expect(await preloaded('/sign-in', true)).toEqual(['AppLayout', 'HomePage']);
  });

  it('loads the area chunk of a deeper screen with the member layout', async () => {
    expect(await preloaded('/pricing', true)).toEqual(['AppLayout', 'billing']);
  });

  it('loads the not-found page inside the member layout for a member only', async () => {
    expect(await preloaded('/no/such/page', true)).toEqual(['AppLayout', 'ErrorPage']);
    expect(await preloaded('/no/such/page', false)).toEqual(['ErrorPage']);
  });
});
