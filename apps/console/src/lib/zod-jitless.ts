import { z } from 'zod';

// Zod tries `new Function` to compile faster object parsers, and decides when each schema is built.
// The console's CSP forbids eval (docs/decisions/009-session-token-and-xss-defences.md), so it must
// use the interpreter, set before any schema module loads: main.tsx imports this module first.
z.config({ jitless: true });
