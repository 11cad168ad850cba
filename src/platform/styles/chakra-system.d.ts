// Chakra's module that builds a system, with `prepareSystem` (patches/@chakra-ui+react+3.37.0.patch).
import type { SystemConfig, SystemContext } from '@chakra-ui/react';

/** A system's configuration merged and its token dictionary built: the first half of the work. */
export interface PreparedSystem {
  readonly prepared: unique symbol;
}

/** Merges `configs` and builds their token dictionary, for `createSystem` to finish. */
export function prepareSystem(...configs: SystemConfig[]): PreparedSystem;

/** Chakra's createSystem; given a prepared system, it builds the rest from it. */
export function createSystem(prepared: PreparedSystem): SystemContext;
export function createSystem(...configs: SystemConfig[]): SystemContext;
