export { orderformchoose1 as "orderformChoose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformchoose1Inputs = {};
/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformchoose1: ((inputs?: Orderformchoose1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformchoose1Inputs, {
    locale?: "nl";
}, {}>;
