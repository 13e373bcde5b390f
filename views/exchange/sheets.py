"""CSV downloads (a session's score sheet, an event's standings and tables) as text a
spreadsheet opens safely: one writer for every sheet the app exports, so no sheet lets
a formula through that another escapes."""
import csv
import io

# Cells a spreadsheet would read as a formula (OWASP, "CSV injection").
FORMULA = ("=", "+", "-", "@", "\t", "\r")


def cell(value):
    """`value` as a spreadsheet should show it: text that would start a formula gets a
    leading apostrophe (shown as text, never run); numbers and anything else are left
    as they are (a negative number is a number, not a formula)."""
    if isinstance(value, str) and value.startswith(FORMULA):
        return f"'{value}"
    return value


def csv_text(rows):
    """`rows` (lists of cells: text, numbers, or None for an empty cell) as CSV text,
    every text cell passed through `cell`."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()
