// A refusal's code that is none of the ProblemCode enum's.
import { isRefusal } from "@tabletop/client";

declare const error: unknown;
if (isRefusal(error, "stale")) throw error; // error TS2345: Argument of type '"stale"' is not assignable
