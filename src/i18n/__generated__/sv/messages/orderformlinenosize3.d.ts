export { orderformlinenosize3 as "orderformLineNoSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinenosize3Inputs = {};
/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformlinenosize3: ((inputs?: Orderformlinenosize3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinenosize3Inputs, {
    locale?: "sv";
}, {}>;
