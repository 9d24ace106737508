import { z } from 'zod';

// The Content-Security-Policy forbids eval; zod must not try to compile parsers with it.
// Import this module before any module that builds a schema.
z.config({ jitless: true });
