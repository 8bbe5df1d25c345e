export { orderformaddline2 as "orderformAddLine" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformaddline2Inputs = {};
/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformaddline2: ((inputs?: Orderformaddline2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformaddline2Inputs, {
    locale?: "sv";
}, {}>;
