export { customertileinvoicestext3 as "customerTileInvoicesText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertileinvoicestext3Inputs = {};
/**

* @param {Customertileinvoicestext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customertileinvoicestext3: ((inputs?: Customertileinvoicestext3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertileinvoicestext3Inputs, {
    locale?: "sk";
}, {}>;
