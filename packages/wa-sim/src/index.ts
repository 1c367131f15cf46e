export type { SimulatorOptions } from './config';
export { isUndeliverable } from './messages/outbound.service';
export { type SandboxPhoneNumber, type SandboxSeed, sandboxSeed } from './seed';
export { type Simulator, startSimulator } from './simulator';
