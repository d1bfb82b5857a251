import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues> = Resolver<TValues> & {
  /** Starts loading the validation code now; the first validation then need not wait. */
  preload: () => Promise<Resolver<TValues>>;
};

/**
 * A react-hook-form resolver whose validation code (the schema library and the form's
 * schema) is a chunk of its own, fetched on first use or on `preload()`. A screen with a
 * form then renders without it: zod alone is 24 KB gzipped (first-load budget,
 * docs/architecture.md). A failed load is tried again at the next validation.
 */
export function lazyResolver<TValues extends FieldValues>(load: () => Promise<Resolver<TValues>>): LazyResolver<TValues> {
  let loading: Promise<Resolver<TValues>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TValues> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
