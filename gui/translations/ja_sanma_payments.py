"""Japanese of three-player payments in the points table (gui.points_table): a non-dealer's tsumo has one other
non-dealer payer beside the dealer."""

JA = {
    "PointsTable": {
        "Tsumo: the other non-dealer pays {each}, the dealer pays {dealer}":
            "ツモ: もう一人の子が{each}点、親が{dealer}点を支払う",
    },
}
