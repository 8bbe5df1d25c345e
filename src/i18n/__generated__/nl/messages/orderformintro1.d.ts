export { orderformintro1 as "orderformIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformintro1Inputs = {};
/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformintro1: ((inputs?: Orderformintro1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformintro1Inputs, {
    locale?: "nl";
}, {}>;
