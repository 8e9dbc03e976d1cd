"""`python -m cli`: the same as the `robinson-bot` command."""

import sys

from cli import main

sys.exit(main())
