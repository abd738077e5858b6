// Server-Sent Events read from a fetch body, by the rules of the HTML standard
// ("Interpreting an event stream") that the server's frames need. Read with fetch
// rather than EventSource: fetch sends the seat's token as a header (no ticket), and
// runs in Node as in browsers.

export interface Message {
  /** "message" when the frame names none. */
  event: string;
  data: string;
  /** The last id seen so far: what a reconnection sends as Last-Event-ID. */
  id: string | null;
}

/** Thrown when the stream is silent for longer than its keep-alives allow: a dead connection. */
class Silence extends Error {
  override readonly name = "Silence";
}

/** Each message, dispatched at the blank line that ends it; comments (`: keep-alive`) are skipped. */
export async function* messages(body: ReadableStream<Uint8Array>, silentMs: number): AsyncGenerator<Message> {
  let event = "";
  let data: string[] = [];
  let id: string | null = null;
  for await (const line of lines(body, silentMs)) {
    if (line === "") {
      if (data.length > 0) yield { event: event || "message", data: data.join("\n"), id };
      event = "";
      data = [];
    } else if (!line.startsWith(":")) {
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id" && !value.includes("\0")) id = value;
    }
  }
}

async function* lines(body: ReadableStream<Uint8Array>, silentMs: number): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await within(reader.read(), silentMs);
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      // A closing \r waits for the next chunk: it may be the first half of a \r\n.
      const end = buffer.endsWith("\r") ? buffer.length - 1 : buffer.length;
      const parts = buffer.slice(0, end).split(/\r\n|\r|\n/);
      buffer = parts.pop() + buffer.slice(end);
      yield* parts;
    }
  } finally {
    await reader.cancel().catch(() => undefined); // (closes the connection when the reader stops early)
  }
}

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Silence(`nothing heard for ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, silence]);
  } finally {
    clearTimeout(timer);
  }
}
