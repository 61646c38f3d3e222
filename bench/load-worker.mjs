// One autocannon run in a process of its own for bench/bench-load.mjs: the options come as the
// first message, the result goes back as one message. (Not a worker thread: autocannon hands a
// worker thread's result back as encoded histograms, for its own aggregation.)
import autocannon from "autocannon";

process.once("message", (options) =>
  autocannon(options, (error, result) => {
    process.send(error ? { error: String(error) } : result, () => process.exit(0));
  }),
);
