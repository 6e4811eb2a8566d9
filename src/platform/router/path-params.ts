/**
 * Parameter names of a route path, read by the type system: `/my/orders/:orderId` → `'orderId'`.
 * A path typed only as `string` has none that the compiler knows of.
 */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path needs, each a string. */
export type ParamsOf<Path extends string> = { [Name in ParamNames<Path>]: string };

/** The full path of a child route: the parent's path followed by the child's. */
export type JoinPaths<Parent extends string, Child extends string> = Parent extends '' | '/' ? Child : Child extends '/' ? Parent : `${Parent}${Child}`;
