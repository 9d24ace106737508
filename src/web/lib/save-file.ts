/**
 * Saves a text the page made (a CSV template, a list to print) as a download: nothing is
 * sent anywhere, and the object URL is let go once the browser has it.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
