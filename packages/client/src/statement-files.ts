/** A statement file to upload: a path on disk (Node.js), or a name and its content. */
export type StatementFileInput =
  | string
  | { readonly name: string; readonly content: Uint8Array | ArrayBuffer | Blob | string }

const baseName = (path: string): string => path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1)

/** The file as a name and a Blob; a path is read with `node:fs` (loaded only then, so browsers can use the rest). */
export const fileBlob = async (file: StatementFileInput): Promise<{ readonly name: string; readonly blob: Blob }> => {
  if (typeof file !== "string") {
    const content = file.content
    return { name: file.name, blob: content instanceof Blob ? content : new Blob([content]) }
  }
  const { readFile } = await import("node:fs/promises")
  return { name: baseName(file), blob: new Blob([await readFile(file)]) }
}

/** The multipart form of an upload: every file in `input`, the options as JSON in `options` when given. */
export const uploadForm = async (
  files: ReadonlyArray<StatementFileInput>,
  options: unknown
): Promise<FormData> => {
  const form = new FormData()
  for (const file of files) {
    const { blob, name } = await fileBlob(file)
    form.append("input", blob, name)
  }
  if (options !== undefined) form.append("options", JSON.stringify(options))
  return form
}
