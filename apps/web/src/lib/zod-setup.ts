/**
 * zod as the web runs it: without its compiled fast path (`jitless`). On its first parse zod probes
 * `new Function('')` to see whether it may compile parsers; our CSP forbids eval, so the probe was refused
 * and Chromium logged a CSP violation on every page that parses (the register form). Imported before any
 * module that builds a schema (zod is the contract's, which the web reaches through it): every web file that
 * imports a contract `*-schema` module imports this first.
 */
import { config } from 'zod';

config({ jitless: true });
