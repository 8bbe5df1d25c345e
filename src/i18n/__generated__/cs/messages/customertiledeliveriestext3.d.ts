export { customertiledeliveriestext3 as "customerTileDeliveriesText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertiledeliveriestext3Inputs = {};
/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customertiledeliveriestext3: ((inputs?: Customertiledeliveriestext3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertiledeliveriestext3Inputs, {
    locale?: "cs";
}, {}>;
