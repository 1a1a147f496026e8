import { createTheme } from "@mui/material/styles";

// Spacing and breakpoints are MUI's defaults, which are the specification's (section 9): 8 px and
// 0/600/900/1200/1536. The dark blue primary keeps text and buttons above 4.5:1 contrast on white.
export const theme = createTheme({
  spacing: 8,
  palette: {
    primary: { main: "#0b3d91" },
    secondary: { main: "#6a1b9a" },
    background: { default: "#f6f7fb" },
  },
  shape: { borderRadius: 8 },
  typography: {
    h1: { fontSize: "2.25rem", fontWeight: 700 },
    h2: { fontSize: "1.5rem", fontWeight: 600 },
    h3: { fontSize: "1.2rem", fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: "none" } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: "none" } } },
    // Links inside text stay underlined so that they do not rely on colour alone.
    MuiLink: { defaultProps: { underline: "always" } },
  },
});
