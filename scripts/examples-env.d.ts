// Types of the virtual modules served by scripts/vitest-examples-plugin.ts.
declare module 'virtual:mjkit-examples/*' {
  export interface DocExample {
    readonly name: string;
    readonly assertions: number;
    /** Needs Node (written as ```ts node); skipped in the browser. */
    readonly node: boolean;
    load(): Promise<{
      default(
        check: (actual: unknown, expected: unknown, line: number) => void,
        throws: (run: () => unknown, code: string, line: number) => void,
      ): Promise<void>;
    }>;
  }
  const examples: readonly DocExample[];
  export default examples;
}
