
    import { shanten } from '@mjkit/shanten';
    const c = new Uint8Array(34); c[0] = 3; c[1] = 1; c[2] = 1; c[9] = 2; c[27] = 3; c[30] = 3; c[31] = 1;
    const t0 = performance.now(); shanten(c); console.log(performance.now() - t0);