/** `npm run test:hosts`: the package in every example host app (scripts/examples/testExampleApps.ts). */
import { testExampleApps } from "./examples/testExampleApps.ts";

if (!(await testExampleApps())) process.exitCode = 1;
