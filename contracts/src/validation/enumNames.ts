import type { z } from 'zod';

/**
 * zod issues for a bad enum value carry the allowed values but not the enum's name, while
 * §5's message names the enum ("must be an element of the enum '{name}'"). Enums register
 * their name here, keyed by their value list.
 */
const names = new Map<string, string>();

const keyOf = (values: readonly unknown[]): string => JSON.stringify([...values].map(String).sort());

export function registerEnumName(schema: z.ZodEnum | { options: readonly unknown[] }, name: string): void {
  names.set(keyOf(schema.options), name);
}

/** The registered name, or the values joined with '|' when no enum registered them. */
export function enumNameFor(values: readonly unknown[]): string {
  return names.get(keyOf(values)) ?? values.map(String).join('|');
}
