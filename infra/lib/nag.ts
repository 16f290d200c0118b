// cdk-nag acknowledgements in one shape, so every accepted finding names its rule and says why.
import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Accepts an AwsSolutions finding on `scope` and every construct below it. `rule` is the rule id without
 * the pack prefix (`L1`), or a single finding of a multi-finding rule (`IAM5[Resource::<Table.Arn>/index/*]`).
 */
export const acknowledge = (scope: IConstruct, rule: string, reason: string): void =>
  Validations.of(scope).acknowledge({ id: `AwsSolutions::AwsSolutions-${rule}`, reason });

/**
 * How cdk-nag prints a reference to a resource inside a finding id: `<LogicalId.Arn>` for `Fn::GetAtt`,
 * `<LogicalId>` for `Ref`. Lets a wildcard under one resource's ARN be acknowledged for that resource only.
 */
export const nagReference = (resource: IConstruct, attribute?: string): string => {
  const cfn = CfnResource.isCfnResource(resource) ? resource : resource.node.defaultChild;
  if (!cfn || !CfnResource.isCfnResource(cfn)) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const logicalId = Stack.of(cfn).resolve(cfn.logicalId) as string;
  return attribute ? `<${logicalId}.${attribute}>` : `<${logicalId}>`;
};

/** How cdk-nag prints a CloudFormation `Fn::Sub` template such as `cdk-${Qualifier}-assets-${AWS::Region}`. */
export const nagSubstitution = (template: string): string => template.replace(/\$\{/g, '<').replace(/\}/g, '>');
