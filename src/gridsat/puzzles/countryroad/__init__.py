"""Country Road: one loop through cell centres that passes through every room once, a room's number the cells it
visits there, and no two cells off the loop side by side across a room border."""
