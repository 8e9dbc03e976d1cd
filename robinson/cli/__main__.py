"""`python -m robinson.cli`: the same as the `robinson-bot` command."""

import sys

from robinson.cli import main

sys.exit(main())
