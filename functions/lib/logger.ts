// A small structured logger: one JSON line per entry, never whole requests or secrets.

type Fields = Record<string, unknown>;

const serialize = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v]),
  );

const write = (level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}) => {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, ...serialize(fields), time: new Date().toISOString() });
  (level === 'error' ? console.error : console.log)(line);
};

export const logger = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
