import { z } from 'zod';
import { encodeRule, ruleOf } from '../../shared/api/rules.ts';

// The Content-Security-Policy forbids eval; zod must not try to compile parsers with it.
// Import this module before any module that builds a schema.
//
// A check without a message of its own (a length, a count, a number) gives the rule it
// broke, not zod's English; the form words it in the reader's language when it shows it
// (lib/field-message.ts). Messages the schemas give themselves take precedence.
z.config({ jitless: true, customError: (issue) => encodeRule(ruleOf(issue)) });
