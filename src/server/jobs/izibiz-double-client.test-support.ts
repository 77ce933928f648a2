/** Test support: the İzibiz double as its own process, seen from outside (its control and counts). */
export function izibizDoubleClient(url: string) {
  return {
    async control(command: object): Promise<void> {
      const res = await fetch(`${url}/control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(command),
      });
      if (!res.ok) throw new Error(`/control: ${res.status} ${await res.text()}`);
    },
    /** Per ETTN: submissions (attempts) and registrations (deliveries), as sentOnceReport reads. */
    async received() {
      const res = await fetch(`${url}/received`);
      const body = (await res.json()) as {
        records: { ettn: string; attempts: number; deliveries: number }[];
      };
      return new Map(body.records.map((r) => [r.ettn.toLowerCase(), r]));
    },
    /** The copy the double holds (for e-Arşiv: what we sent). */
    async heldXml(ettn: string): Promise<string | null> {
      const res = await fetch(`${url}/held?ettn=${encodeURIComponent(ettn)}`);
      return res.ok ? res.text() : null;
    },
    async violations(): Promise<string[]> {
      const res = await fetch(`${url}/violations`);
      return ((await res.json()) as { violations: string[] }).violations;
    },
  };
}
