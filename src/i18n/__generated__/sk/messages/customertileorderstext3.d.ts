export { customertileorderstext3 as "customerTileOrdersText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertileorderstext3Inputs = {};
/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customertileorderstext3: ((inputs?: Customertileorderstext3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertileorderstext3Inputs, {
    locale?: "sk";
}, {}>;
