"""Cave (also Bag, Corral): shade cells so the unshaded cells form one connected
cave, every shaded area touches the board's edge, and each number sees that many
unshaded cells along its row and column."""
