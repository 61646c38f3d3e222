// Next's "server-only" marker throws outside a React Server Components bundle; unit tests
// import server modules directly, so they see it as an empty module.
import { vi } from "vitest";

vi.mock("server-only", () => ({}));
