// Chakra's module that builds a system, with `prepareSystem` and `prepareTokens`
// (patches/@chakra-ui+react+3.37.0.patch).
import type { SystemConfig, SystemContext } from '@chakra-ui/react';

/** A system's configuration merged, then its token dictionary built: the work before the rest. */
export interface PreparedSystem {
  readonly prepared: unique symbol;
}

/** Merges `configs`, for `prepareTokens` and `createSystem` to go on from. */
export function prepareSystem(...configs: SystemConfig[]): PreparedSystem;

/** Builds the token dictionary of a prepared system, once (else `createSystem` does). */
export function prepareTokens(prepared: PreparedSystem): PreparedSystem;

/** Chakra's createSystem; given a prepared system, it builds the rest from it. */
export function createSystem(prepared: PreparedSystem): SystemContext;
export function createSystem(...configs: SystemConfig[]): SystemContext;
