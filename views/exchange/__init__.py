"""Session files in and out: export (JSON, CSV), import (in the background as a job),
and the reading and checking of a file's events."""
