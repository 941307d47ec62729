"""Helpers of scripts/bench: measuring a process, the scaling benchmark, the corpus table."""
