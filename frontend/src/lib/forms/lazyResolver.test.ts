import type { Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

const accepts: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation code once and validates with it', async () => {
    const load = jest.fn(async () => accepts);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ email: 'a@acme.io' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@acme.io' },
      errors: {},
    });
    await resolver({ email: 'b@acme.io' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load before the first validation', async () => {
    const load = jest.fn(async () => accepts);
    const resolver = lazyResolver<Values>(load);
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'a@acme.io' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation after a failure', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(accepts);
    const resolver = lazyResolver<Values>(load);

    await expect(resolver({ email: 'a@acme.io' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolver({ email: 'a@acme.io' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

