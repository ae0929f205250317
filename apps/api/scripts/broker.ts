/**
 * A standalone MQTT broker (aedes) on TCP, for trying the scaled-out setup on one machine without Debian's
 * mosquitto: every API instance publishes to it (`DFR_MQTT_URL=mqtt://127.0.0.1:1883`).
 *
 *   pnpm --filter @dfr/api exec tsx scripts/broker.ts [port]
 */
import { createServer } from 'node:net';
import { Aedes } from 'aedes';

const port = Number(process.argv[2] ?? 1883);
const broker = await Aedes.createBroker();
createServer(broker.handle).listen(port, '127.0.0.1', () => console.log(`MQTT broker on mqtt://127.0.0.1:${port}`));
