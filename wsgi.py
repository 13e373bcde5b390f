"""The app as `make run` serves it: granian imports this module in each worker.

Everything built at start (the app, its templates and catalogues, SQLAlchemy's
statements) lives as long as the worker, so it is frozen out of the garbage
collector: a full collection then walks only what requests left behind, not the
whole heap, which kept a worker from answering for up to ~120 ms at a time."""
import gc

from app import create_app

app = create_app()
gc.freeze()
