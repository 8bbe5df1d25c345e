export { productopenzoomof3 as "productOpenZoomOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productopenzoomof3Inputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productopenzoomof3: ((inputs: Productopenzoomof3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productopenzoomof3Inputs, {
    locale?: "de";
}, {}>;
