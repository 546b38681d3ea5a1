#!/usr/bin/env python3
"""A minimal client for the leakscope guard sidecar (standard library only).

Start the sidecar:   leakscope guard serve --policy guard-policy.json --port 8787
Then, in your agent, call `inspect` before anything leaves (an e-mail, a post, a tool call)
and `observe` after anything comes in (a tool result, a memory read):

    from guard_client import GuardClient
    guard = GuardClient("http://127.0.0.1:8787")
    guard.observe(channel="C4", source="patient_db.lookup", recipient="assistant", content=record)
    decision = guard.inspect(channel="C3", sender="assistant", recipient="dr.lee@clinic.example",
                             tool="send_email", content=body)
    if decision["decision"] == "BLOCK":
        refuse(decision["rationale"])
    else:
        send(decision["content"])   # rewritten when the decision is ABSTRACT

Run as a script for a quick check:  python3 guard_client.py --url http://127.0.0.1:8787 "SSN 787-08-3753"
"""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request


class GuardError(Exception):
    """The sidecar answered with an error (bad request, 401, 413, 429 ...)."""

    def __init__(self, status, code, message):
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


class GuardClient:
    def __init__(self, url="http://127.0.0.1:8787", token=None, timeout=10.0, retries=3):
        self.url = url.rstrip("/")
        self.token = token if token is not None else os.environ.get("LEAKSCOPE_GUARD_TOKEN")
        self.timeout = timeout
        self.retries = retries

    def _request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    return json.loads(response.read().decode("utf-8"))
            except urllib.error.HTTPError as error:
                payload = error.read().decode("utf-8", "replace")
                try:
                    detail = json.loads(payload).get("error", {})
                except ValueError:
                    detail = {"code": "http-error", "message": payload}
                if error.code == 429 and attempt < self.retries:
                    time.sleep(float(error.headers.get("Retry-After", "1")))
                    continue
                raise GuardError(error.code, detail.get("code"), detail.get("message")) from None
        raise GuardError(429, "rate-limited", "gave up after retries")

    def health(self):
        return self._request("GET", "/healthz")

    def inspect(self, channel, sender, recipient, content, **extra):
        """Ask before content leaves. Returns {decision, content, rationale, ...}."""
        flow = {"channel": channel, "sender": sender, "recipient": recipient, "content": content, **extra}
        return self._request("POST", "/v1/inspect", flow)

    def observe(self, channel, source, recipient, content, **extra):
        """Tell the guard what the agent just read (tool output, memory read, message)."""
        observation = {"channel": channel, "source": source, "recipient": recipient, "content": content, **extra}
        return self._request("POST", "/v1/observe", observation)


def main():
    parser = argparse.ArgumentParser(description="Inspect one outgoing text with the leakscope guard sidecar.")
    parser.add_argument("content", help="the text about to be sent")
    parser.add_argument("--url", default="http://127.0.0.1:8787")
    parser.add_argument("--channel", default="C3")
    parser.add_argument("--recipient", default="someone@example.com")
    args = parser.parse_args()
    guard = GuardClient(args.url)
    try:
        decision = guard.inspect(channel=args.channel, sender="agent", recipient=args.recipient, content=args.content)
    except GuardError as error:
        print(f"guard error: {error}", file=sys.stderr)
        return 2
    print(json.dumps({"decision": decision["decision"], "content": decision["content"], "rationale": decision["rationale"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
