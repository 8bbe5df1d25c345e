export { orderformchoose1 as "orderformChoose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformchoose1Inputs = {};
/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformchoose1: ((inputs?: Orderformchoose1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformchoose1Inputs, {
    locale?: "de-CH";
}, {}>;
