export { productchoosesize2 as "productChooseSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productchoosesize2Inputs = {};
/**

* @param {Productchoosesize2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productchoosesize2: ((inputs?: Productchoosesize2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productchoosesize2Inputs, {
    locale?: "cs";
}, {}>;
