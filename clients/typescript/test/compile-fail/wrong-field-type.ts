// A number where the action takes one of Babel's peoples (a string).
import type { Seat } from "@tabletop/client";

declare const seat: Seat<"babel">;
await seat.act({ type: "travel", site: 3 }); // error TS2322: Type 'number' is not assignable to type '"assyrer"
