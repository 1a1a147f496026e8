// Dropping a table's secondary indexes for a bulk load and building them again afterwards: one sort
// per index instead of millions of single-row insertions into each.
import type pg from "pg";

export interface IndexDefinition {
  name: string;
  /** The CREATE INDEX statement that builds it again. */
  definition: string;
}

/** Indexes of the tables that back no constraint (primary keys and unique constraints stay). */
export async function secondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
     ORDER BY i.relname`,
    [tables],
  );
  return rows;
}

/**
 * A table's primary key with the statement that adds it again: a table loaded with millions of rows
 * in an order other than its key's gets the key built by one sort afterwards (nothing may reference it).
 */
export async function primaryKey(client: pg.PoolClient, table: string): Promise<IndexDefinition> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT c.conname AS name,
            format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
              AS definition
     FROM pg_constraint c
     JOIN pg_class t ON t.oid = c.conrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = $1 AND c.contype = 'p'`,
    [table],
  );
  const [key] = rows;
  if (!key) throw new Error(`${table} has no primary key`);
  return key;
}
