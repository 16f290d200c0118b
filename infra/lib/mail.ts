// Outgoing mail: the SES identity the portal sends from (verification, password reset, notifications).
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface MailProps {
  /** The domain mail is sent from; SES verifies it through the DNS records it asks for. */
  domain: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(props.domain) });
    this.fromAddress = `no-reply@${props.domain}`;
  }

  /** Lets a function send mail from this identity, with the sender address in its environment. */
  grantSend(fn: LambdaFunction): void {
    fn.addEnvironment('MAIL_FROM', this.fromAddress);
    this.identity.grantSendEmail(fn);
  }
}
