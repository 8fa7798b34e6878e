"""Kurodoko: shade cells so each number sees that many unshaded cells along
its row and column; shaded cells never touch; unshaded cells connected."""
