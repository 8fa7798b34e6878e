"""Ripple Effect (Nikoli's Hakyuu): each room of N cells holds 1 to N, equal digits n at least n cells apart in a
row or column."""
