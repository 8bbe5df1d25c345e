export { customertilebalance2 as "customerTileBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilebalance2Inputs = {};
/**

* @param {Customertilebalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customertilebalance2: ((inputs?: Customertilebalance2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilebalance2Inputs, {
    locale?: "cs";
}, {}>;
