export { orderformaddedbutton2 as "orderformAddedButton" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformaddedbutton2Inputs = {};
/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformaddedbutton2: ((inputs?: Orderformaddedbutton2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformaddedbutton2Inputs, {
    locale?: "nl";
}, {}>;
