// Zod's core only (the same settings `z.config` writes): the shell does not download the whole of
// Zod; the pages whose forms validate with it do.
import { config } from 'zod/v4/core';

// Zod tries `new Function` to compile faster object parsers, and decides when each schema is built.
// The console's CSP forbids eval (docs/decisions/009-session-token-and-xss-defences.md), so it must
// use the interpreter, set before any schema module loads: main.tsx imports this module first.
config({ jitless: true });
