export { orderformtobasket2 as "orderformToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtobasket2Inputs = {};
/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformtobasket2: ((inputs?: Orderformtobasket2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtobasket2Inputs, {
    locale?: "fr";
}, {}>;
