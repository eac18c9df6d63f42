"""`python -m workbench` is the `workbench` command."""

from workbench.cli import main

raise SystemExit(main())
