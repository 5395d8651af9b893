import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { PartnerContactBody } from '@civic/contracts';
import { logger } from '@civic/service-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { PartnerMessagesRepository } from './partner-messages.repository';

/**
 * Partner-contact messages (SPEC §2 About, §5): stored first, so a message is never lost, then
 * mailed to the operators when SMTP_URL is set (else logged for them). A delivery failure is
 * recorded on the message and logged; the sender has already been thanked, since we have it.
 */
@Injectable()
export class PartnerContactService implements OnModuleDestroy {
  private readonly mailer: Transporter | null;

  constructor(
    private readonly messages: PartnerMessagesRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {
    // Loaded only when mail is sent: without SMTP_URL the process never holds nodemailer (~2 MB).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.mailer = config.smtpUrl ? (require('nodemailer') as typeof import('nodemailer')).createTransport(config.smtpUrl) : null;
  }

  async receive(body: PartnerContactBody): Promise<{ id: string }> {
    const id = await this.messages.insert(body);
    await this.deliver(id, body);
    return { id };
  }

  private async deliver(id: string, body: PartnerContactBody): Promise<void> {
    if (!this.mailer) {
      logger().info({ partnerMessageId: id, subject: body.subject }, 'partner message stored (SMTP_URL unset: not mailed)');
      return;
    }
    try {
      await this.mailer.sendMail({
        from: this.config.partnerContactFrom,
        to: this.config.partnerContactTo,
        replyTo: { name: body.name, address: body.email },
        subject: `[Partner] ${body.subject}`,
        text: `${body.message}\n\n— ${body.name} <${body.email}>`,
      });
      await this.messages.delivered(id);
    } catch (err) {
      await this.messages.failed(id, (err as Error).message);
      logger().error({ err, partnerMessageId: id }, 'partner message stored but not mailed');
    }
  }

  onModuleDestroy(): void {
    this.mailer?.close();
  }
}
