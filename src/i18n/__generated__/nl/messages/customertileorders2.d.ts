export { customertileorders2 as "customerTileOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertileorders2Inputs = {};
/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customertileorders2: ((inputs?: Customertileorders2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertileorders2Inputs, {
    locale?: "nl";
}, {}>;
