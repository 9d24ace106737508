// The fake SMS gateway on its own (src/server/modules/sms/providers/fake-gateway.ts): answers
// like BulkSMSBD on 127.0.0.1, for the demo and for tests that run the app in two processes
// against one gateway. Stops on SIGTERM or SIGINT.
//
//   tsx scripts/fake-sms-gateway.ts --port 4010 [--inbox FILE] [--host 127.0.0.1]
//                                   [--deliver-after MS] [--balance TAKA] [--seed N]
//
// Prints `Fake SMS gateway at http://127.0.0.1:PORT` once it listens. Failure on demand:
//   curl -X POST http://127.0.0.1:4010/_control/fail -d '{"mode":"server_error","times":2}'
import { parseArgs } from 'node:util';
import {
  type FakeGatewayOptions,
  startFakeGateway,
} from '../src/server/modules/sms/providers/fake-gateway.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    inbox: { type: 'string' },
    'deliver-after': { type: 'string' },
    balance: { type: 'string' },
    seed: { type: 'string' },
  },
  strict: true,
});

function numberOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} wants a number, not ${value}`);
    process.exit(2);
  }
  return n;
}

const opts: FakeGatewayOptions = {
  port: numberOption('port', values.port),
  host: values.host,
  inboxFile: values.inbox,
  deliverAfterMs: numberOption('deliver-after', values['deliver-after']),
  balance: numberOption('balance', values.balance),
  seed: numberOption('seed', values.seed),
};
const gateway = await startFakeGateway(
  Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)),
);
console.log(`Fake SMS gateway at ${gateway.url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
