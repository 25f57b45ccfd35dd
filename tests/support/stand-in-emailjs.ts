import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * EmailJS's REST API as the Cloud Functions reach it, stood in for at the network edge: it keeps
 * every `email/send` request as posted, answers 200 (or the status a test asks for next), and
 * lists what it got at GET /posted for a test in another process.
 */

export interface PostedEmail {
  service_id: string;
  template_id: string;
  user_id: string;
  accessToken: string;
  /** The template fixes the recipient: nothing the site or a function sends can change it. */
  template_params: { subject: string; message: string; message_html: string };
}

export interface StandInEmailJs {
  origin: string;
  posted: PostedEmail[];
  /** The statuses the next requests get, in turn; 200 after them. */
  answers: number[];
  stop(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => resolve(body));
  });

export async function startStandInEmailJs(port = 0): Promise<StandInEmailJs> {
  const posted: PostedEmail[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method === 'GET' && request.url === '/posted') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(posted));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
        response.writeHead(404).end();
        return;
      }
      posted.push(JSON.parse(body) as PostedEmail);
      const status = answers.shift() ?? 200;
      response.writeHead(status).end(status === 200 ? 'OK' : 'The service is unavailable');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    posted,
    answers,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
