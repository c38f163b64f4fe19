import { z } from 'zod';

// Zod tries `new Function` to compile faster object parsers, and decides when each schema is built.
// The console's CSP forbids eval (decision 009), so it must use the interpreter, set before any
// schema module loads: main.tsx imports this module first.
z.config({ jitless: true });
