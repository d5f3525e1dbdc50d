"""Japanese of the chi picker (gui.builder.chi_picker): each chi in words, as players write it (345萬, 赤5)."""

JA = {
    "ChiPicker": {
        "{a}-{b}-{c} man": "{a}{b}{c}萬", "{a}-{b}-{c} pin": "{a}{b}{c}筒", "{a}-{b}-{c} sou": "{a}{b}{c}索",
        "{sequence} (red five)": "{sequence}（赤5入り）",
    },
}
