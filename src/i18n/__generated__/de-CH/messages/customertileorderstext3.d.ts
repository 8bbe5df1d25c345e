export { customertileorderstext3 as "customerTileOrdersText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertileorderstext3Inputs = {};
/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customertileorderstext3: ((inputs?: Customertileorderstext3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertileorderstext3Inputs, {
    locale?: "de-CH";
}, {}>;
