/**
 * What shared needs of a validation library: the Standard Schema interface (standardschema.dev)
 * that zod 4 and valibot 1 schemas both carry. shared's own schemas are valibot's, the smallest
 * on every first page; an area hands its zod schemas (its forms' library) to `parseAnswer` or
 * `readStoredJson` all the same.
 */
export interface StandardSchema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}

type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string }> };

export type Checked<Output> =
  { readonly ok: true; readonly value: Output } | { readonly ok: false; readonly problem: string };

/** The value as `schema` reads it (its defaults and fallbacks applied), or what is wrong with it. */
export function validateWith<Output>(
  schema: StandardSchema<Output>,
  value: unknown,
): Checked<Output> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) {
    // Storage and answers are read synchronously: a schema with asynchronous checks cannot say.
    result.catch(() => undefined);
    return { ok: false, problem: 'an asynchronous schema cannot check a value at once' };
  }
  if (result.issues) {
    return { ok: false, problem: result.issues.map((issue) => issue.message).join('; ') };
  }
  return { ok: true, value: result.value };
}

/** Whether `value` is of `schema`'s shape as it is (for guards; `validateWith` gives the value as read). */
export function conformsTo<Output>(
  schema: StandardSchema<Output>,
  value: unknown,
): value is Output {
  return validateWith(schema, value).ok;
}
