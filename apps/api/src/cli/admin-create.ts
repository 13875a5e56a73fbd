import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createStaff } from '../modules/staff';
import { runCli } from './run-cli';

/**
 * `npm run admin:create -- --email <address> [--password <password>] [--first <name>] [--last <name>]`:
 * the first staff account (DESIGN §3). Without --password it asks for one (not echoed when run in
 * a terminal). Uses the same DATABASE_URL or DATA_DIR as the server.
 */
runCli(
  async () => {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
      },
    });
    if (!values.email) throw new Error('Usage: npm run admin:create -- --email <address> [--password <password>]');
    return { ...values, email: values.email, password: values.password ?? (await askPassword()) };
  },
  async (values, { config, database }) => {
    const { created, email } = await createStaff(database.db, {
      email: values.email,
      password: values.password,
      firstname: values.first,
      lastname: values.last,
    });
    console.log(
      `${created ? 'Created' : 'Updated'} the staff account ${email}. Sign in at ${config.baseUrl}/admin: the first sign-in sets up two-factor authentication.`,
    );
  },
);

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const muted = prompt as unknown as { _writeToOutput?: (text: string) => void };
  process.stdout.write('Password for the staff account (at least 12 characters): ');
  if (process.stdin.isTTY) muted._writeToOutput = () => undefined;
  const answer = await prompt.question('');
  prompt.close();
  process.stdout.write('\n');
  return answer;
}
