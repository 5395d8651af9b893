import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { logger, ServiceRuntime } from '@civic/service-kit';
import { BILLS_CONFIG, type BillsConfig } from './config';
import { loadSampleIfEmpty } from './sample-loader';
import { loadRollCallSample } from './rollcalls/store';

/** Loads the built-in sample of bills into an empty catalog at start (BILLS_LOAD_SAMPLE). */
@Injectable()
export class SampleLoad implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private loading?: Promise<void>;

  constructor(
    private readonly ds: DataSource,
    private readonly runtime: ServiceRuntime,
    @Inject(BILLS_CONFIG) private readonly config: BillsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.loadSample) this.loading = this.load();
  }

  private async load(): Promise<void> {
    try {
      // Loaded lazily: the sample is data, not something every process start should parse.
      const { SAMPLE_BILLS } = await import('./sample');
      const outcomes = await loadSampleIfEmpty(this.ds, SAMPLE_BILLS);
      if (outcomes) {
        const skipped = outcomes.filter((o) => o.outcome === 'skipped');
        logger().info({ loaded: outcomes.length - skipped.length, skipped }, 'loaded the built-in sample of bills');
        this.runtime.kick();
      }
    } catch (err) {
      logger().error({ err }, 'could not load the built-in sample of bills');
    }
    try {
      // The roll calls of the sample bills and their members (ADR 0026), loaded on their own terms.
      const { sampleMembers, sampleRollCalls } = await import('./rollcalls/sample');
      const loaded = await loadRollCallSample(this.ds, { members: sampleMembers(), rollCalls: sampleRollCalls() });
      if (loaded !== null) logger().info({ rollCalls: loaded }, 'loaded the built-in roll calls');
    } catch (err) {
      logger().error({ err }, 'could not load the built-in roll calls');
    }
  }

  /** Before the runtime and the pool close (both are in use while the sample loads). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.loading;
  }
}
