// A Balam action sent to a Babel seat.
import type { BalamPass, Seat } from "@tabletop/client";

declare const seat: Seat<"babel">;
const pass: BalamPass = { type: "pass" };
await seat.act(pass); // error TS2345: Argument of type '{ type: "pass"; }' is not assignable to parameter
