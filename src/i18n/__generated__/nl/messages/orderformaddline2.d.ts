export { orderformaddline2 as "orderformAddLine" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformaddline2Inputs = {};
/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformaddline2: ((inputs?: Orderformaddline2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformaddline2Inputs, {
    locale?: "nl";
}, {}>;
