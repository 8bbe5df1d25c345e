export { customertiledeliveries2 as "customerTileDeliveries" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertiledeliveries2Inputs = {};
/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customertiledeliveries2: ((inputs?: Customertiledeliveries2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertiledeliveries2Inputs, {
    locale?: "fr";
}, {}>;
