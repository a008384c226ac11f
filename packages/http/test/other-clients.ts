import { execFile, spawnSync } from "node:child_process"

/** Whether `command` runs on this machine (`probe` its arguments). */
export const runs = (command: string, probe: ReadonlyArray<string>): boolean =>
  spawnSync(command, probe, { stdio: "ignore" }).status === 0

/** What a client process printed on stdout, or how it failed. */
const output = (command: string, args: ReadonlyArray<string>, input?: string): Promise<string> =>
  new Promise((resolve) => {
    const child = execFile(command, args, { timeout: 20_000 }, (error, stdout, stderr) => {
      resolve(stdout.trim() !== "" ? stdout.trim() : `failed: ${error?.message ?? ""} ${stderr}`)
    })
    if (input !== undefined) child.stdin?.end(input)
  })

/** curl's HTTP status for a POST of `file` as the raw body with `headers`. */
export const curlBody = (url: string, file: string, headers: ReadonlyArray<string>) =>
  output("curl", [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code}",
    ...headers.flatMap((h) => ["-H", h]),
    "--data-binary",
    `@${file}`,
    url
  ])

/** curl's HTTP status for a multipart upload of `file` as the form field `input`. */
export const curlForm = (url: string, file: string, headers: ReadonlyArray<string>) =>
  output("curl", [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code}",
    ...headers.flatMap((h) => ["-H", h]),
    "-F",
    `input=@${file}`,
    url
  ])

/*
 * Python's requests when it is installed; otherwise the standard library's http.client, which is
 * what requests' urllib3 sits on. The script prints the client it used and the status it read.
 */
const pythonScript = `
import json, sys
url, path, mode, headers = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
data = open(path, "rb").read()
try:
    import requests
    if mode == "form":
        answer = requests.post(url, headers=headers, files={"input": ("big.csv", data)})
    else:
        answer = requests.post(url, headers=headers, data=data)
    print("requests", answer.status_code)
except ImportError:
    import http.client, urllib.parse
    if mode == "form":
        boundary = "statement-engine-boundary"
        head = ('--%s\\r\\nContent-Disposition: form-data; name="input"; filename="big.csv"\\r\\n\\r\\n' % boundary).encode()
        data = head + data + ("\\r\\n--%s--\\r\\n" % boundary).encode()
        headers["content-type"] = "multipart/form-data; boundary=" + boundary
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port)
    connection.request("POST", parts.path, body=data, headers=headers)
    print("http.client", connection.getresponse().status)
`

/** Python's client and the HTTP status it read for a POST of `file`, as the raw body or as a form. */
export const pythonPost = (url: string, file: string, mode: "body" | "form", headers: Record<string, string>) =>
  output("python3", ["-c", pythonScript, url, file, mode, JSON.stringify(headers)])
