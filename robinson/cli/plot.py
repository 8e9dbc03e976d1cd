"""`simulate --plot`: game lengths, and each seat's policy with its win and death rate."""

from __future__ import annotations

from engine import simulate


def seat_labels(summary: simulate.Summary) -> list[str]:
    """Each player's number (from 1, as on the board) over its policy, for the x axis."""
    names = summary.policies + [""] * (len(summary.seats) - len(summary.policies))
    return [f"{seat}\n{name}" for seat, name in enumerate(names, start=1)]


def plot_summary(summary: simulate.Summary, path: str) -> None:
    """Draw the summary as a two-panel PNG at `path`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (lengths, rates) = plt.subplots(1, 2, figsize=(11, 4.2))
    longest = max(summary.lengths, default=1)
    lengths.hist(summary.lengths, bins=range(1, longest + 2), color="#3b7ea1")
    lengths.set_title(f"Game length over {summary.games} games")
    lengths.set_xlabel("turns in the game, all players' together")
    lengths.set_ylabel("games")
    seats = list(range(len(summary.seats)))
    games = max(summary.games, 1)
    width = 0.4
    rates.bar(
        [s - width / 2 for s in seats],
        [t.wins / games for t in summary.seats],
        width,
        label="win rate",
        color="#4caf50",
    )
    rates.bar(
        [s + width / 2 for s in seats],
        [t.deaths / games for t in summary.seats],
        width,
        label="death rate",
        color="#c62828",
    )
    rates.set_xticks(seats, seat_labels(summary))
    rates.set_xlabel("player and policy")
    rates.set_title("Win and death rate by player")
    rates.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
