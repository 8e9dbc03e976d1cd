"""One-off tools for translators; never imported at run or test time."""
