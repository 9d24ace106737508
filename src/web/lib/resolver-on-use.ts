import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a schema built at the form's first check (shared/schemas/common.ts,
 * builtOnUse), not as the form's code loads: the public forms' code arrives while a phone is
 * still taking the page over, and building the schema is then a long task of its own.
 */
export function resolverOnUse<S extends z.ZodType<unknown, FieldValues>>(
  schema: () => S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver(schema()) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    return resolver(values, context, options);
  };
}
