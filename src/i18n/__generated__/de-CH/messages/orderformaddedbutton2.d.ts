export { orderformaddedbutton2 as "orderformAddedButton" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformaddedbutton2Inputs = {};
/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformaddedbutton2: ((inputs?: Orderformaddedbutton2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformaddedbutton2Inputs, {
    locale?: "de-CH";
}, {}>;
