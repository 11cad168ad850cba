// Chakra's module that builds a system, with `prepareSystem` and `prepareSystemSteps`
// (patches/@chakra-ui+react+3.37.0.patch).
import type { SystemConfig, SystemContext } from '@chakra-ui/react';

/** A system's configuration merged, then (step by step) the work before the rest. */
export interface PreparedSystem {
  readonly prepared: unique symbol;
}

/** Merges `configs`, for `prepareSystemSteps` and `createSystem` to go on from. */
export function prepareSystem(...configs: SystemConfig[]): PreparedSystem;

/**
 * Builds a prepared system's token dictionary (once, in six steps), then its style utility, a
 * step per `next()`: what `createSystem` would do first. Left unfinished, `createSystem` does the
 * rest itself.
 */
export function prepareSystemSteps(prepared: PreparedSystem): Generator<void, void, undefined>;

/** Chakra's createSystem; given a prepared system, it builds the rest from it. */
export function createSystem(prepared: PreparedSystem): SystemContext;
export function createSystem(...configs: SystemConfig[]): SystemContext;
