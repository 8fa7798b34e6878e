from .cli.leaving import entry

entry()
