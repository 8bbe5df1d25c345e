export { orderformmorethanstock3 as "orderformMoreThanStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformmorethanstock3Inputs = {};
/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformmorethanstock3: ((inputs?: Orderformmorethanstock3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformmorethanstock3Inputs, {
    locale?: "sv";
}, {}>;
