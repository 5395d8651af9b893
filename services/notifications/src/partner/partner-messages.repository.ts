import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { PartnerContactBody } from '@civic/contracts';

/** notifications.partner_messages: every message partners send, and whether it was mailed. */
@Injectable()
export class PartnerMessagesRepository extends SqlRepository {
  async insert(body: PartnerContactBody): Promise<string> {
    const row = await this.one<{ id: string }>(`INSERT INTO notifications.partner_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id`, [
      body.name,
      body.email,
      body.subject,
      body.message,
    ]);
    return row.id;
  }

  async delivered(id: string): Promise<void> {
    await this.db.query(`UPDATE notifications.partner_messages SET delivered_at = now() WHERE id = $1`, [id]);
  }

  async failed(id: string, error: string): Promise<void> {
    await this.db.query(`UPDATE notifications.partner_messages SET delivery_error = $2 WHERE id = $1`, [id, error.slice(0, 500)]);
  }
}
