"""Tentaisho (Spiral Galaxies): divide the grid into regions symmetric about their dots."""
