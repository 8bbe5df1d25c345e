export { orderformsizesoldout3 as "orderformSizeSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsizesoldout3Inputs = {
    size: NonNullable<unknown>;
};
/**

* @param {Orderformsizesoldout3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformsizesoldout3: ((inputs: Orderformsizesoldout3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsizesoldout3Inputs, {
    locale?: "de";
}, {}>;
