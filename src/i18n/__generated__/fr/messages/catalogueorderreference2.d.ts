export { catalogueorderreference2 as "catalogueOrderReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderreference2Inputs = {
    reference: NonNullable<unknown>;
};
/**

* @param {Catalogueorderreference2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderreference2: ((inputs: Catalogueorderreference2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderreference2Inputs, {
    locale?: "fr";
}, {}>;
