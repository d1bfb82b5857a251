/**
 * zod 4 compiles object parsers with `new Function` after probing whether it may: under the
 * Content-Security-Policy (no 'unsafe-eval', config/settings/base.py) the probe is a reported
 * violation. Parsers without compilation instead. Import this before `zod` in every module
 * that builds schemas: the probe runs when the first object schema is built.
 */
import { config } from 'zod';

config({ jitless: true });
