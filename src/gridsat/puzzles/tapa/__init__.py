"""Tapa: shade cells so each clue lists the runs of shaded cells around it; shaded cells connected, no 2x2 shaded."""
