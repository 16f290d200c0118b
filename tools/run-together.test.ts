import { describe, expect, it } from 'vitest';
import { parseJobs, runTogether } from './run-together';

const node = (script: string) => `node -e ${JSON.stringify(script)}`;

describe('run-together', () => {
  it('reads name=command arguments and refuses one without a name', () => {
    expect(parseJobs(['lint=eslint .', "api=vitest run --project 'integration'"])).toEqual([
      { name: 'lint', command: 'eslint .' },
      { name: 'api', command: "vitest run --project 'integration'" },
    ]);
    expect(() => parseJobs(['eslint .'])).toThrow(/Expected name='command args', got: eslint \./);
  });

  it('runs the commands at once, names each line, and lets one fail without stopping the other', async () => {
    // Prepare: the first waits until the second has written a file, so they can only pass together
    const lines: string[] = [];
    const marker = `/tmp/run-together-${process.pid}-${Date.now()}`;
    const jobs = [
      {
        name: 'slow',
        command: node(
          `const fs=require('fs');const t=setInterval(()=>{if(fs.existsSync('${marker}')){clearInterval(t);console.log('saw it');fs.rmSync('${marker}')}},20)`,
        ),
      },
      { name: 'quick', command: node(`require('fs').writeFileSync('${marker}','');console.error('oops');process.exit(3)`) },
    ];
    // Act
    const outcomes = await runTogether(jobs, (line) => lines.push(line));
    // Assess
    expect(outcomes.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: 'slow', code: 0 },
      { name: 'quick', code: 3 },
    ]);
    expect(lines.sort()).toEqual(['[quick] oops', '[slow]  saw it']);
  });
});
