/** The shell's status page (linked from the footer), where teams see which versions are live. */
export const STATUS_PATH = '/status';
