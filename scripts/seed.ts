/** `tsx scripts/seed.ts`: seeds the demo data into emulators that are already running. */
import { seedDemoData } from './lib/seed.js';

const { created } = await seedDemoData();
console.log(`demo data: ${created} new item(s)`);
process.exit(0);
