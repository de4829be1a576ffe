// Task progress and reward periods: a daily task can be received once a day, a weekly task
// once a week, and so on. Claims are kept on the user as `task:<id>:<period>`.
import type { TaskCode } from '@lobbykit/contract';
import type { UserRecord } from '../store/records';
import type { TaskContent } from '../world/content';

const DAY_MS = 86_400_000;

function periodOf(code: TaskCode, now: number): string {
  const day = Math.floor(now / DAY_MS);
  switch (code) {
    case 'mrrw':
      return `d${day}`;
    case 'mzrw':
      return `w${Math.floor((day + 3) / 7)}`;
    case 'smrw':
      return `t${Math.floor(day / 3)}`;
    default:
      return 'once';
  }
}

export function taskClaimKey(task: TaskContent, now: number): string {
  return `task:${task.taskId}:${periodOf(task.code, now)}`;
}

export function taskTarget(task: TaskContent): number {
  return task.condition === 'deposit3' ? 3 : 1;
}

export function taskProgress(task: TaskContent, user: UserRecord | undefined): number {
  if (!user) return 0;
  return task.condition === 'login' ? 1 : Math.min(taskTarget(task), user.depositCount);
}

/** 0 in progress, 1 ready to receive, 2 received this period. */
export function taskStatus(task: TaskContent, user: UserRecord | undefined, now: number): 0 | 1 | 2 {
  if (!user) return 0;
  if (user.claims.includes(taskClaimKey(task, now))) return 2;
  return taskProgress(task, user) >= taskTarget(task) ? 1 : 0;
}
