export { orderformtobasket2 as "orderformToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtobasket2Inputs = {};
/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformtobasket2: ((inputs?: Orderformtobasket2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtobasket2Inputs, {
    locale?: "nl";
}, {}>;
