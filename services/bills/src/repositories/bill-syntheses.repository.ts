import { Injectable } from '@nestjs/common';
import type { AiProvenance, BillSynthesisOutput } from '@civic/contracts';
import { columnList, SqlRepository } from '@civic/service-kit';

/** bills.bill_syntheses, the columns a synthesis writes (one row per bill: its latest synthesis). */
const SYNTHESIS_COLUMNS = [
  'bill_id', 'content_hash', 'bill_ai_synthesis_short', 'bill_ai_synthesis_long', 'bill_arguments_for', 'bill_arguments_against',
  'bill_importance_score', 'archetype_votes', 'provider', 'model', 'prompt_version', 'request_event_id',
] as const;
const CASTS: Partial<Record<(typeof SYNTHESIS_COLUMNS)[number], string>> = { bill_arguments_for: 'text[]', bill_arguments_against: 'text[]', archetype_votes: 'jsonb' };

export interface StoredSynthesis {
  billId: string;
  contentHash: string;
  output: BillSynthesisOutput;
  provenance: AiProvenance;
  requestEventId: string;
}

/** bills.bill_syntheses: the AI synthesis of each bill (reads join it in BillsRepository). */
@Injectable()
export class BillSynthesesRepository extends SqlRepository {
  /** The request the bill's stored synthesis answered (undefined: no synthesis; null: none recorded). */
  async requestEventId(billId: string): Promise<string | null | undefined> {
    const row = await this.row<{ request_event_id: string | null }>(`SELECT request_event_id FROM bills.bill_syntheses WHERE bill_id = $1`, [billId]);
    return row?.request_event_id;
  }

  /** Stores the bill's synthesis, replacing the one it had (archetype suggestions unreviewed again). */
  async save(s: StoredSynthesis): Promise<void> {
    const values: Record<(typeof SYNTHESIS_COLUMNS)[number], unknown> = {
      bill_id: s.billId,
      content_hash: s.contentHash,
      bill_ai_synthesis_short: s.output.billAiSynthesisShort,
      bill_ai_synthesis_long: s.output.billAiSynthesisLong,
      bill_arguments_for: s.output.billArgumentsFor,
      bill_arguments_against: s.output.billArgumentsAgainst,
      bill_importance_score: s.output.billImportanceScore,
      archetype_votes: JSON.stringify(s.output.archetypeVotes),
      provider: s.provenance.provider,
      model: s.provenance.model,
      prompt_version: s.provenance.promptVersion,
      request_event_id: s.requestEventId,
    };
    await this.db.query(
      `INSERT INTO bills.bill_syntheses (${columnList(SYNTHESIS_COLUMNS)})
       VALUES (${SYNTHESIS_COLUMNS.map((c, i) => `$${i + 1}${CASTS[c] ? `::${CASTS[c]}` : ''}`).join(', ')})
       ON CONFLICT (bill_id) DO UPDATE SET
         ${SYNTHESIS_COLUMNS.slice(1).map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
         archetype_reviewed = false,
         updated_at = now()`,
      SYNTHESIS_COLUMNS.map((c) => values[c]),
    );
  }
}
