export { productopenzoom2 as "productOpenZoom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productopenzoom2Inputs = {};
/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productopenzoom2: ((inputs?: Productopenzoom2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productopenzoom2Inputs, {
    locale?: "sk";
}, {}>;
