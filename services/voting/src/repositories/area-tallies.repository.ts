import { Injectable } from '@nestjs/common';
import type { AreaTallies, AreaTalliesInput } from '@civic/contracts';
import { SqlRepository } from '@civic/service-kit';
import { TALLY_COUNTERS, toDistrictTally, type TallyRow } from './tallies.repository';

const COUNTERS = Object.values(TALLY_COUNTERS);
const WEIGHTED = ['support_weighted', 'oppose_weighted', 'abstain_weighted'] as const;

type AreaRow = TallyRow & { area: string; judged: boolean; others: number };

/**
 * Tallies summed over areas for the partner dashboard (ADR 0031): a House district is its own
 * area, a state the sum of its districts (a senator's voters). Read-only; raw counts, which the
 * gateway suppresses below PUBLIC_MIN_VOTERS like the public district page.
 */
@Injectable()
export class AreaTalliesRepository extends SqlRepository {
  /**
   * Per area of a group: its tallies of the group's judged bills, and of the other bills with
   * voters there the `upcomingLimit` most recently moved (with how many there are).
   */
  async ofGroup(group: AreaTalliesInput['groups'][number], upcomingLimit: number): Promise<AreaTallies[]> {
    const pairs = group.areas.flatMap((a) => a.districts.map((d) => [a.area, d] as const));
    const rows = pairs.length
      ? await this.rows<AreaRow>(
          `WITH a AS (SELECT * FROM unnest($1::text[], $2::text[]) AS x(area, district)),
                summed AS (
                  SELECT a.area, t.bill_id, ${[...COUNTERS, ...WEIGHTED].map((c) => `sum(t.${c})::bigint AS ${c}`).join(', ')}, max(t.updated_at) AS updated_at
                    FROM a JOIN voting.district_tallies t ON t.district = a.district
                   GROUP BY a.area, t.bill_id),
                ranked AS (
                  SELECT s.*, s.bill_id = ANY($3::text[]) AS judged,
                         row_number() OVER (PARTITION BY s.area, s.bill_id = ANY($3::text[]) ORDER BY s.updated_at DESC, s.bill_id) AS rank,
                         count(*) OVER (PARTITION BY s.area, s.bill_id = ANY($3::text[]))::int AS others
                    FROM summed s
                   WHERE ${COUNTERS.join(' + ')} > 0)
           SELECT area, bill_id, area AS district, ${[...COUNTERS, ...WEIGHTED].join(', ')}, judged, others
             FROM ranked WHERE judged OR rank <= $4
            ORDER BY area, judged DESC, rank`,
          [pairs.map((p) => p[0]), pairs.map((p) => p[1]), group.judgedBillIds, upcomingLimit],
        )
      : [];
    const byArea = new Map<string, AreaTallies>(group.areas.map((a) => [a.area, { area: a.area, judged: [], upcoming: [], upcomingTotal: 0 }]));
    for (const r of rows) {
      const entry = byArea.get(r.area)!;
      const tally = toDistrictTally(r, r.area);
      if (r.judged) entry.judged.push(tally);
      else {
        entry.upcoming.push(tally);
        entry.upcomingTotal = Number(r.others);
      }
    }
    return [...byArea.values()];
  }
}
