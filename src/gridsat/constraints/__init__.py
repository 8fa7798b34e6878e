"""Reusable CP-SAT encodings (connectivity: rooted trees, separator cuts)."""
