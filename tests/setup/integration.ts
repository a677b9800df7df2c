// Runs before each integration test file. The worker's app and database
// (tests/setup/test-app.ts) are shared by the files of one worker and torn
// down when the worker process exits.
process.env.TZ = "UTC";
