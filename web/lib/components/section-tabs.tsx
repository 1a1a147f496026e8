// A page's sections as tabs (the account page, a company's page and its admin area): the tab list
// scrolls on phones, and the open section is a labelled tab panel.
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";

export interface Section<T extends string> {
  id: T;
  label: string;
}

interface SectionTabsProps<T extends string> {
  sections: readonly Section<T>[];
  value: T;
  onChange: (section: T) => void;
  /** Names the tab list for assistive technology, e.g. "Account sections". */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  /** The open section. */
  children: ReactNode;
}

export function SectionTabs<T extends string>({
  sections,
  value,
  onChange,
  label,
  idPrefix,
  children,
}: SectionTabsProps<T>) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {sections.map((section) => (
          <Tab
            key={section.id}
            value={section.id}
            label={section.label}
            id={`${idPrefix}-tab-${section.id}`}
            aria-controls={`${idPrefix}-panel-${section.id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${value}`}
        aria-labelledby={`${idPrefix}-tab-${value}`}
        sx={{ p: { xs: 2, md: 4 } }}
      >
        {children}
      </Box>
    </>
  );
}
