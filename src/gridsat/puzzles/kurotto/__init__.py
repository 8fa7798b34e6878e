"""Kurotto: shade cells so that each number in a circle is the total size of the shaded groups touching the circle;
circled cells are never shaded."""
