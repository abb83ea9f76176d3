// Keeping a class's hidden class alive across full garbage collections.
//
// V8 reaches the hidden class (map) of an object with fields only through weak transitions from
// its constructor's initial map, and through the objects that have it. A full collection that
// runs while no instance of a class is alive frees that map, and every function optimized
// against it is deoptimized ("weak objects") and must warm up again: after a forced collection
// between two passes of log reading, the pass ran at 450–490 µs a hanchan instead of 340–360.
// One instance kept for the life of the process keeps the map, and the optimized code, valid.

const kept = new Map<string, unknown>();

/**
 * @internal Keeps `instance` alive for the life of the process, in place of the one kept before
 * under the same `key` (see above); returns it. Keep a real instance, emptied of what it
 * holds: one made up for the purpose may not get the same hidden class.
 */
export function keepHiddenClass<T>(key: string, instance: T): T {
  kept.set(key, instance);
  return instance;
}
