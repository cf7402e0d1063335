// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

afterEach(cleanup);

describe("Table", () => {
  it("keeps the table's semantics: named by its caption, each cell paired with its column and row heads", () => {
    render(
      <Table>
        <TableCaption>Approval rates</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Group</TableHead>
            <TableHead scope="col">Approved</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">Women</TableHead>
            <TableCell>68 %</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Not scored</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );

    const table = screen.getByRole("table", { name: "Approval rates" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Group", "Approved"]);
    expect(within(table).getByRole("rowheader")).toHaveTextContent("Women");
    expect(within(table).getByRole("cell", { name: "68 %" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "Not scored" })).toHaveAttribute("colspan", "2");
  });

  it("takes a class passed in", () => {
    render(
      <Table className="mt-3">
        <TableBody>
          <TableRow>
            <TableCell className="text-right">1</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );

    expect(screen.getByRole("table")).toHaveClass("mt-3");
    expect(screen.getByRole("cell")).toHaveClass("text-right");
  });
});
