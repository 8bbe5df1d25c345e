export { orderformlinenosize3 as "orderformLineNoSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinenosize3Inputs = {};
/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformlinenosize3: ((inputs?: Orderformlinenosize3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinenosize3Inputs, {
    locale?: "de";
}, {}>;
