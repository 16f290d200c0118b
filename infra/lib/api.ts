// The REST API: an HTTP API with one route per entry of the route table, each integrated with the
// Lambda function of that entry's domain.
import { Aws } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { DOMAINS, ROUTES, type Domain } from '@shared/routes';
import { accessLogsFor } from './api-access-logs';
import { acknowledge } from './nag';
import { pascalCase } from './pascal-case';
import { PortalFunction } from './portal-function';

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** One function per domain of the route table. */
  readonly functions: ReadonlyMap<Domain, PortalFunction>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      createDefaultStage: false, // the stage below is the default one, with access logs
    });
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default', // served at the root, so CloudFront forwards /api/* unchanged
      autoDeploy: true, // route changes reach the stage on deploy without a hand-made deployment
      accessLogSettings: accessLogsFor(this),
    });

    this.functions = new Map(DOMAINS.map((domain) => [domain, new PortalFunction(this, pascalCase(domain), { name: domain })]));
    const integrations = new Map(
      [...this.functions].map(([domain, fn]) => [
        domain,
        new HttpLambdaIntegration(pascalCase(domain), fn, {
          scopePermissionToRoute: false, // one invoke permission per function, not per route: the stack stays far below 500 resources
        }),
      ]),
    );
    for (const route of ROUTES) {
      this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration: integrations.get(route.domain)! });
    }
    acknowledge(
      this.httpApi,
      'APIG4',
      'Every route is authorized in the function from the route table (opaque session tokens kept hashed in the table); the public routes (login, register, password reset) must be callable without one.',
    );
  }

  /** Host name of the API's endpoint, where CloudFront forwards /api/*. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
