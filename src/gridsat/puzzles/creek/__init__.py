"""Creek: shade cells so each number on a grid point counts the shaded cells around it; unshaded cells connected."""
