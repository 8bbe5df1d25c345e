export { orderformnosize2 as "orderformNoSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformnosize2Inputs = {};
/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformnosize2: ((inputs?: Orderformnosize2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformnosize2Inputs, {
    locale?: "sk";
}, {}>;
