"""Shimaguni (Islands): shade one island in every room, islands of touching rooms never side by side and never of
one size, a room's number its island's size."""
