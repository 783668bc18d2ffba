import { KINDS } from './probe';
import type { AbuseReport, ProbeReport } from './run-abuse';

const sum = (probes: readonly ProbeReport[], field: 'attempts' | 'gotThrough') =>
  probes.reduce((total, probe) => total + probe[field], 0);

const NAME_WIDTH = 36;

function row(name: string, attempts: number | string, through: number | string, rest = ''): string {
  const cells = `${name.padEnd(NAME_WIDTH)}${String(attempts).padStart(9)}${String(through).padStart(13)}`;
  return rest ? `${cells}  ${rest}` : cells;
}

/** A probe's line: its counts and what it counted, or why it counted nothing. */
function probeRow(probe: ProbeReport): string {
  const name = `  ${probe.name}`;
  if (probe.error) return row(name, '-', '-', `ERROR ${probe.error}`);
  if (probe.skipped) return row(name, '-', '-', `skipped: ${probe.skipped}`);
  const line = row(name, probe.attempts, probe.gotThrough, probe.meaning);
  return probe.evidence ? `${line}\n${' '.repeat(NAME_WIDTH + 24)}first: ${probe.evidence}` : line;
}

/** The printed report: per kind its attempts and how many got through, then each probe's. */
export function formatAbuseReport(report: AbuseReport): string {
  const failed = report.probes.filter((probe) => probe.error).length;
  const lines = [
    `Abuse report (rate limits at MOCK_RATE_LIMIT=${report.scale || 'default'}): ` +
      `${sum(report.probes, 'attempts')} attempts, ${sum(report.probes, 'gotThrough')} got through` +
      (failed ? `, ${failed} probes could not run.` : '.'),
    row('kind / probe', 'attempts', 'got through', 'got through means'),
  ];
  for (const kind of KINDS) {
    const probes = report.probes.filter((probe) => probe.kind === kind);
    if (probes.length === 0) continue;
    lines.push(
      row(kind, sum(probes, 'attempts'), sum(probes, 'gotThrough')),
      ...probes.map(probeRow),
    );
  }
  return lines.join('\n');
}

/** True when every probe ran and none got through: the command's exit status. */
export const abuseReportClean = (report: AbuseReport) =>
  report.probes.every((probe) => !probe.error && probe.gotThrough === 0);
