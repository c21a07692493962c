// A BadData result (platform §8): the export cannot be read. Final: a retry would read the same bytes.

export class BadDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadDataError';
  }

  /** 'Member.txt line 4: CAPID 'abc' is not a member number' */
  static at(file: string, line: number | null, message: string): BadDataError {
    return new BadDataError(line === null ? `${file}: ${message}` : `${file} line ${line}: ${message}`);
  }
}
