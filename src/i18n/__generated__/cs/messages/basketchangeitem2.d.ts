export { basketchangeitem2 as "basketChangeItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchangeitem2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketchangeitem2: ((inputs: Basketchangeitem2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchangeitem2Inputs, {
    locale?: "cs";
}, {}>;
