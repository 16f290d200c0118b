// The whole portal on AWS: data, mail, the two APIs and their functions, the schedule and the site,
// wired so that each function finds every service through its environment and may use only those.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Data } from './data';
import { Jobs } from './jobs';
import { Mail } from './mail';
import { Realtime } from './realtime';
import { Web } from './web';
import { VIEWER_ADDRESS_HEADER } from './api-edge';

export interface PortalStackProps extends StackProps {
  /** Folder of the built SPA (`dist/` after `vite build`). */
  siteAssetPath: string;
  /** Domain the portal's mail is sent from. */
  mailDomain: string;
}

export class PortalStack extends Stack {
  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const data = new Data(this, 'Data', { accessLogs: accessLogs.bucket });
    const mail = new Mail(this, 'Mail', { domain: props.mailDomain });
    const realtime = new Realtime(this, 'Realtime');
    const api = new Api(this, 'Api');
    const jobs = new Jobs(this, 'Jobs');
    const web = new Web(this, 'Web', {
      siteAssetPath: props.siteAssetPath,
      apiDomainName: api.domainName,
      realtimeUrl: realtime.url,
      filesBucketHost: data.filesBucketHost,
      accessLogs: accessLogs.bucket,
    });
    data.allowBrowserUploadsFrom(web.origin);

    // Every function runs the same functions/lib: any of them may read and write records and files,
    // send mail and push realtime events, each limited to this stack's table, bucket, identity and stage.
    for (const fn of [...api.functions.values(), realtime.handler, jobs.handler]) {
      data.grantReadWrite(fn);
      mail.grantSend(fn);
      realtime.grantPush(fn);
      fn.addEnvironment('APP_URL', web.origin);
      fn.addEnvironment('VIEWER_ADDRESS_HEADER', VIEWER_ADDRESS_HEADER); // rate limits count viewers, not CloudFront edges
    }

    new CfnOutput(this, 'SiteUrl', { value: web.origin, description: 'The portal' });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.url, description: 'The realtime endpoint (also in /config.json)' });
  }
}
