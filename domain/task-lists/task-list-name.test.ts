import { describe, expect, it } from 'vitest';
import { taskListNameTaken } from './task-list-name';

describe('taskListNameTaken', () => {
  it('finds the same name regardless of case and spacing', () => {
    expect(taskListNameTaken(['Wassen', 'Ballen'], 'wassen')).toBe(true);
    expect(taskListNameTaken(['Wassen'], '  WASSEN ')).toBe(true);
    expect(taskListNameTaken(['Shirts wassen'], 'shirts   wassen')).toBe(true);
  });

  it('lets a different name through', () => {
    expect(taskListNameTaken(['Wassen'], 'Wassen 2')).toBe(false);
    expect(taskListNameTaken([], 'Wassen')).toBe(false);
  });
});
