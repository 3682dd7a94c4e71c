/**
 * The SMS codes of the second factor (issue 16) for `npm start`: the Auth emulator sends no text
 * messages; it keeps each code behind its REST API. Polled once a second and printed in the
 * terminal, so the developer signing in as a demo admin reads the code here (the emulator's own
 * log line is easy to miss among the suite's output).
 */
import { PROJECT_ID } from './emulator-env.js';

interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

/** Starts printing new codes as they are "sent"; returns a function that stops it. */
export function printSmsCodes(authHost: string, print: (line: string) => void = console.log): () => void {
  const seen = new Set<string>();
  const poll = async () => {
    try {
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
      const body = (await response.json()) as { verificationCodes?: VerificationCode[] };
      for (const { phoneNumber, sessionInfo, code } of body.verificationCodes ?? []) {
        if (seen.has(sessionInfo)) continue;
        seen.add(sessionInfo);
        print(`\n  [문자 인증] ${phoneNumber} 로 보낸 인증 코드: ${code}  (에뮬레이터: 실제 문자는 보내지 않습니다)\n`);
      }
    } catch {
      // The emulator is starting or stopping: the next poll tries again.
    }
  };
  const timer = setInterval(() => void poll(), 1000);
  return () => clearInterval(timer);
}
