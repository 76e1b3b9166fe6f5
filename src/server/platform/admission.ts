/**
 * A bounded line in front of the API. The embedded database has one connection and queues every
 * query without limit, so under a crowd each request's queries take turns with everyone else's and
 * some requests wait without end. Here at most `maxActive` requests are worked on at once, the
 * others wait in arrival order, and a request that finds the line full, or waits longer than
 * `maxWaitMs`, is turned away (the caller answers 503 with Retry-After) before it has done anything.
 */
export class AdmissionGate {
  private active = 0;
  private readonly line: Array<{ admit: (ok: boolean) => void; timer: NodeJS.Timeout }> = [];

  constructor(
    readonly maxActive: number,
    readonly maxQueue: number,
    readonly maxWaitMs: number,
  ) {}

  /** Resolves true once admitted (call `leave` when done), false when turned away. */
  enter(): Promise<boolean> | boolean {
    if (this.active < this.maxActive) {
      this.active++;
      return true;
    }
    if (this.line.length >= this.maxQueue) return false;
    return new Promise<boolean>((resolve) => {
      const entry = {
        admit: resolve,
        timer: setTimeout(() => {
          const i = this.line.indexOf(entry);
          if (i >= 0) this.line.splice(i, 1);
          resolve(false);
        }, this.maxWaitMs),
      };
      this.line.push(entry);
    });
  }

  /** Hands the place to the first in line, if any. */
  leave(): void {
    const next = this.line.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit(true);
    } else this.active--;
  }

  get busy(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }
}
