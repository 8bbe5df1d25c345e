export { orderformtobasket2 as "orderformToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtobasket2Inputs = {};
/**

* @param {Orderformtobasket2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderformtobasket2: ((inputs?: Orderformtobasket2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtobasket2Inputs, {
    locale?: "cs";
}, {}>;
