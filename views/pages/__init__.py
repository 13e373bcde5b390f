"""Standalone pages: errors, the checker, the rules document, the language switch."""
