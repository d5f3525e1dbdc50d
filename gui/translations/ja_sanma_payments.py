"""Japanese of three-player payments in the points table (gui.learning.points_table). Who pays what is the engine's
sentence now (engine.rulesets.payments.Payment.said, both languages in engine.messages.scoring)."""

JA = {
    "PointsTable": {
    },
}
