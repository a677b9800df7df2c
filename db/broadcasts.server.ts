import pg from "pg";

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Listens on a PostgreSQL NOTIFY channel with a connection of its own (a
 * pooled one would be handed to other work) and calls `onMessage` for every
 * notification, from this process or another. After a lost connection it
 * reconnects with growing pauses and calls `onMessage` once more, since
 * notifications sent meanwhile are gone. `channel` is a fixed identifier of
 * the code's, never input.
 */
export function listenForBroadcasts(connectionString: string, channel: string, onMessage: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  function reconnectLater() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect() {
    const current = new pg.Client({ connectionString });
    client = current;
    current.on("error", () => {});
    current.on("end", () => {
      if (client === current) reconnectLater();
    });
    current.on("notification", (message) => {
      if (message.channel === channel) onMessage();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      if (retryMs > RETRY_MIN_MS) onMessage();
      retryMs = RETRY_MIN_MS;
    } catch {
      await current.end().catch(() => {});
      reconnectLater();
    }
  }

  void connect();
  return async function stop() {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
