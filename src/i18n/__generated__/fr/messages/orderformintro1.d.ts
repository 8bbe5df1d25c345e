export { orderformintro1 as "orderformIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformintro1Inputs = {};
/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformintro1: ((inputs?: Orderformintro1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformintro1Inputs, {
    locale?: "fr";
}, {}>;
